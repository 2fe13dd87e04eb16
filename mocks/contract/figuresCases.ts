/**
 * Authoring: a course's figures (/courses/:id/figures) for its instructors and admins.
 */
import assert from 'node:assert/strict';
import { call } from './client';
import {
  enrollIn,
  expectError,
  expectStatus,
  pay,
  PERSONAS,
  record,
  uniqueEmail,
  type ContractCase,
} from './expectations';
import { edit, newLesson, publish, taughtCourse } from './authoringHelpers';

export function figuresCases(): ContractCase[] {
  return [
    {
      name: 'GET /courses/:id/figures: its instructors and admins only; paid learners count, refunded ones do not; where learners stop',
      async run(t) {
        const { course, chapterId } = await taughtCourse(t);
        const published: string[] = [];
        for (const title of ['First', 'Second']) {
          const { lessonId, version } = await newLesson(t, chapterId, 'text', title);
          const body = { title, minutes: 2, preview: false, body: `${title} lesson.` };
          const saved = await edit(t, lessonId, version, body);
          expectStatus(
            await publish(t, lessonId, Number(record(saved.json, 'saved').version)),
            200,
            title,
          );
          published.push(lessonId);
        }
        const learner = async (label: string) => {
          const email = uniqueEmail(label);
          const enrollmentId = await enrollIn(t, email, course._id);
          await pay(t, email, { course, enrollmentId });
          return { email, enrollmentId };
        };
        const first = await learner('figures-a');
        await learner('figures-b');
        const refunded = await learner('figures-refunded');
        expectStatus(
          await call(t, 'POST', `/enroll/${refunded.enrollmentId}/refund`, { as: refunded.email }),
          200,
          'a refund',
        );
        expectStatus(
          await call(t, 'POST', `/progress/${course._id}/completions`, {
            as: first.email,
            body: { lessonId: published[0] },
          }),
          200,
          'one learner completes the first lesson',
        );
        const path = `/courses/${course._id}/figures`;
        expectError(await call(t, 'GET', path, { as: first.email }), 403, 'a learner');
        expectError(await call(t, 'GET', path), 401, 'anonymous');
        const answer = await call(t, 'GET', path, { as: PERSONAS.teacher });
        expectStatus(answer, 200, 'its instructor');
        const figures = record(answer.json, 'figures');
        assert.equal(figures.learners, 2, 'two paid learners; the refunded one does not count');
        assert.equal(figures.completionRate, 0);
        assert.equal(figures.averageProgress, 25, 'one of two lessons by one of two learners');
        const lessons = figures.lessons as { completedShare: number; biggestDrop: boolean }[];
        assert.deepEqual(
          lessons.map((lesson) => [lesson.completedShare, lesson.biggestDrop]),
          [
            [50, false],
            [0, true],
          ],
        );
      },
    },
  ];
}
