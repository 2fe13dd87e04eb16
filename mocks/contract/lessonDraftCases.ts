/**
 * Authoring: lessons as drafts and versions hidden from learners until published, If-Match, and the
 * quiz rules.
 */
import assert from 'node:assert/strict';
import { call, type ContractTarget } from './client';
import {
  enrollIn,
  expectError,
  expectFieldError,
  expectStatus,
  pay,
  PERSONAS,
  record,
  uniqueEmail,
  type ContractCase,
} from './expectations';
import { edit, newLesson, publish, taughtCourse } from './authoringHelpers';

async function lessonCount(t: ContractTarget, courseId: string): Promise<number> {
  const outline = await call(t, 'GET', `/courses/${courseId}/curriculum`);
  expectStatus(outline, 200, 'the public outline');
  return Number(record(outline.json, 'curriculum').lessonCount);
}

export function lessonDraftCases(): ContractCase[] {
  return [
    {
      name: 'A lesson is a draft until published: not in the outline, 404 to learners; publish needs content (409 not_publishable); If-Match required (428), a stale one 409 edit_conflict naming who',
      async run(t) {
        const { course, chapterId } = await taughtCourse(t);
        const { lessonId, version } = await newLesson(t, chapterId, 'text', 'Draft lesson');
        assert.equal(await lessonCount(t, course._id), 0, 'a draft is not in the outline');
        expectError(await call(t, 'GET', `/lessons/${lessonId}`), 404, 'a draft to anyone');
        const refused = await publish(t, lessonId, version);
        expectError(refused, 409, 'publishing an empty text');
        assert.equal(record(refused.json, 'refusal').code, 'not_publishable');
        const body = {
          title: 'Draft lesson',
          minutes: 4,
          preview: true,
          body: 'Hello, **world**.',
        };
        const noIfMatch = await edit(t, lessonId, null, body);
        expectError(noIfMatch, 428, 'a save without If-Match');
        const saved = await edit(t, lessonId, version, body);
        expectStatus(saved, 200, 'a save naming the version');
        const next = Number(record(saved.json, 'saved').version);
        assert.equal(next, version + 1);
        const stale = await edit(t, lessonId, version, body);
        expectError(stale, 409, 'a save over a newer version');
        const conflict = record(stale.json, 'conflict');
        assert.equal(conflict.code, 'edit_conflict');
        assert.equal(conflict.version, next);
        assert.ok(String(conflict.updatedBy).length > 0, 'who changed it');
        assert.equal(typeof conflict.updatedAt, 'string', 'when');
        expectStatus(await publish(t, lessonId, next), 200, 'publish');
        assert.equal(await lessonCount(t, course._id), 1, 'published: in the outline');
        const opened = await call(t, 'GET', `/lessons/${lessonId}`);
        expectStatus(opened, 200, 'a published preview to anyone');
        assert.equal(record(opened.json, 'lesson').body, 'Hello, **world**.');
      },
    },
    {
      name: 'Editing a published lesson edits its next version: its paid learner keeps the published one until it is published',
      async run(t) {
        const { course, chapterId } = await taughtCourse(t);
        const { lessonId, version } = await newLesson(t, chapterId, 'text');
        const first = { title: 'Lesson', minutes: 3, preview: false, body: 'First version.' };
        const saved = await edit(t, lessonId, version, first);
        await publish(t, lessonId, Number(record(saved.json, 'saved').version));
        const learner = uniqueEmail('versions-learner');
        const enrollmentId = await enrollIn(t, learner, course._id);
        await pay(t, learner, { course, enrollmentId });
        const read = async () =>
          record((await call(t, 'GET', `/lessons/${lessonId}`, { as: learner })).json, 'lesson');
        assert.equal((await read()).body, 'First version.');
        const editable = await call(t, 'GET', `/lessons/${lessonId}/edit`, {
          as: PERSONAS.teacher,
        });
        const current = Number(record(editable.json, 'editable').version);
        const changed = await edit(t, lessonId, current, { ...first, body: 'Second version.' });
        expectStatus(changed, 200, 'the next version saved');
        assert.equal(record(changed.json, 'changed').hasChanges, true);
        assert.equal((await read()).body, 'First version.', 'the learner keeps the published one');
        expectStatus(await publish(t, lessonId, current + 1), 200, 'Publish changes');
        assert.equal((await read()).body, 'Second version.');
      },
    },
    {
      name: 'Quiz rules: 1 to 20 questions, 2 to 6 options, at least one correct (one for single choice), pass mark 1 to 100; 400 naming the field',
      async run(t) {
        const { chapterId } = await taughtCourse(t);
        const { lessonId, version } = await newLesson(t, chapterId, 'quiz', 'Check yourself');
        const question = (options: number, correct: string[]) => ({
          id: 'q1',
          prompt: 'Which one?',
          multiple: false,
          options: Array.from({ length: options }, (_, index) => ({
            id: `o${index}`,
            text: `Option ${index}`,
          })),
          correct,
          explanation: 'Because it is.',
        });
        const save = (quiz: object) =>
          edit(t, lessonId, version, { title: 'Check yourself', minutes: 3, preview: false, quiz });
        const cases: [object, string][] = [
          [{ passMark: 70, questions: [question(1, ['o0'])] }, 'quiz.questions[0].options'],
          [{ passMark: 70, questions: [question(7, ['o0'])] }, 'quiz.questions[0].options'],
          [{ passMark: 70, questions: [question(3, [])] }, 'quiz.questions[0].correct'],
          [{ passMark: 70, questions: [question(3, ['o0', 'o1'])] }, 'quiz.questions[0].correct'],
          [{ passMark: 101, questions: [question(3, ['o0'])] }, 'quiz.passMark'],
          [{ passMark: 70, questions: [] }, 'quiz.questions'],
        ];
        for (const [quiz, field] of cases) expectFieldError(await save(quiz), field, field);
        expectStatus(
          await save({ passMark: 70, questions: [question(3, ['o1'])] }),
          200,
          'a quiz within the rules',
        );
      },
    },
  ];
}
