/**
 * Authoring: moving lessons within and across chapters, and deleting chapters.
 */
import assert from 'node:assert/strict';
import { call } from './client';
import {
  expectError,
  expectFieldError,
  expectStatus,
  PERSONAS,
  record,
  type ContractCase,
} from './expectations';
import { newLesson, taughtCourse } from './authoringHelpers';

export function chapterCases(): ContractCase[] {
  return [
    {
      name: 'Move up and down keeps positions 1..n (across chapters at the ends); a chapter with lessons is not deleted (409 chapter_not_empty)',
      async run(t) {
        const { course, chapterId } = await taughtCourse(t);
        const second = await call(t, 'POST', `/courses/${course._id}/chapters`, {
          as: PERSONAS.teacher,
          body: { title: 'Going further' },
        });
        const secondId = String(record(second.json, 'chapter')._id);
        const a = await newLesson(t, chapterId, 'text', 'A');
        const b = await newLesson(t, chapterId, 'text', 'B');
        const move = (path: string, direction: string) =>
          call(t, 'POST', path, { as: PERSONAS.teacher, body: { direction } });
        expectStatus(await move(`/lessons/${b.lessonId}/move`, 'up'), 200, 'B up');
        expectStatus(await move(`/lessons/${a.lessonId}/move`, 'down'), 200, 'A down, to ch. 2');
        expectStatus(await move(`/chapters/${secondId}/move`, 'up'), 200, 'chapter 2 up');
        expectFieldError(await move(`/chapters/${secondId}/move`, 'left'), 'direction', 'left');
        const outline = await call(t, 'GET', `/courses/${course._id}/authoring`, {
          as: PERSONAS.teacher,
        });
        const chapters = record(outline.json, 'authoring').chapters as {
          _id: string;
          position: number;
          lessons: { title: string }[];
        }[];
        assert.deepEqual(
          chapters.map((chapter) => [chapter._id, chapter.position]),
          [
            [secondId, 1],
            [chapterId, 2],
          ],
        );
        assert.deepEqual(
          chapters.map((chapter) => chapter.lessons.map((lesson) => lesson.title)),
          [['A'], ['B']],
        );
        const notEmpty = await call(t, 'DELETE', `/chapters/${chapterId}`, {
          as: PERSONAS.teacher,
        });
        expectError(notEmpty, 409, 'a chapter with lessons');
        assert.equal(record(notEmpty.json, 'refusal').code, 'chapter_not_empty');
        expectStatus(
          await call(t, 'DELETE', `/lessons/${b.lessonId}`, { as: PERSONAS.teacher }),
          200,
          'delete B',
        );
        expectStatus(
          await call(t, 'DELETE', `/chapters/${chapterId}`, { as: PERSONAS.teacher }),
          200,
          'delete the empty chapter',
        );
      },
    },
  ];
}
