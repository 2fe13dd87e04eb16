/**
 * Learning: the course outline and who opens a lesson, a quiz's attempt, and signed media; a
 * withdrawn course's outline. Two lists, each run where learningCases.ts places it, so the cases
 * keep their order.
 */
import assert from 'node:assert/strict';
import { call } from './client';
import {
  createCourse,
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
import {
  kindOf,
  lessonsOf,
  paidLearner,
  SOCIAL_MEDIA_FREE,
  WEB_DEVELOPMENT,
} from './learningHelpers';

export function lessonAccessCases(): ContractCase[] {
  return [
    {
      name: 'GET /courses/:id/curriculum: the public outline (titles, kinds, minutes, preview flags, totals); 404 unknown',
      async run(t) {
        const result = await call(t, 'GET', `/courses/${WEB_DEVELOPMENT._id}/curriculum`);
        expectStatus(result, 200, 'outline');
        const body = record(result.json, 'curriculum');
        const lessons = await lessonsOf(t, WEB_DEVELOPMENT._id);
        assert.equal(body.lessonCount, lessons.length);
        assert.ok(lessons.length >= 9, 'every seed course has a curriculum');
        for (const kind of ['text', 'video', 'quiz']) kindOf(lessons, kind);
        const previews = lessons.filter((lesson) => lesson.preview).length;
        assert.ok(previews >= 1 && previews <= 2, 'one or two previews');
        expectError(
          await call(t, 'GET', '/courses/ffffffffffffffffffffffff/curriculum'),
          404,
          'unknown course',
        );
      },
    },
    {
      name: 'GET /lessons/:id: previews to anyone; the rest to paid learners, teachers and admins; 403 enroll_required to anonymous, unpaid and refunded learners',
      async run(t) {
        const lessons = await lessonsOf(t, WEB_DEVELOPMENT._id);
        const preview = kindOf(lessons, 'text', true);
        const closed = kindOf(lessons, 'text');
        expectStatus(await call(t, 'GET', `/lessons/${preview._id}`), 200, 'anonymous preview');
        const refused = (as: string | null, what: string) =>
          call(t, 'GET', `/lessons/${closed._id}`, { as }).then((result) => {
            expectError(result, 403, what, 'Enroll to open this lesson');
            assert.equal(record(result.json, what).code, 'enroll_required');
          });
        await refused(null, 'anonymous');
        const unpaid = uniqueEmail('unpaid-learner');
        await enrollIn(t, unpaid, WEB_DEVELOPMENT._id);
        await refused(unpaid, 'unpaid');
        const { email, enrollmentId } = await paidLearner(t, 'paid-learner');
        const opened = await call(t, 'GET', `/lessons/${closed._id}`, { as: email });
        expectStatus(opened, 200, 'paid learner');
        assert.ok(String(record(opened.json, 'lesson').body).length > 500, 'the Markdown body');
        for (const staff of [PERSONAS.teacher, PERSONAS.admin]) {
          expectStatus(await call(t, 'GET', `/lessons/${closed._id}`, { as: staff }), 200, staff);
        }
        const refund = await call(t, 'POST', `/enroll/${enrollmentId}/refund`, { as: email });
        expectStatus(refund, 200, 'refund');
        await refused(email, 'refunded');
        expectError(await call(t, 'GET', '/lessons/ffffffffffffffffffffffff'), 404, 'unknown');
      },
    },
    {
      name: 'A free course opens its lessons to anyone enrolled, without paying',
      async run(t) {
        const lessons = await lessonsOf(t, SOCIAL_MEDIA_FREE);
        const closed = kindOf(lessons, 'text');
        const email = uniqueEmail('free-learner');
        expectError(await call(t, 'GET', `/lessons/${closed._id}`, { as: email }), 403, 'before');
        await enrollIn(t, email, SOCIAL_MEDIA_FREE);
        expectStatus(await call(t, 'GET', `/lessons/${closed._id}`, { as: email }), 200, 'after');
      },
    },
    {
      name: 'A quiz comes without its answers; the graded attempt gives them, and a retried Idempotency-Key counts once',
      async run(t) {
        const { email } = await paidLearner(t, 'quiz-learner');
        const quiz = kindOf(await lessonsOf(t, WEB_DEVELOPMENT._id), 'quiz');
        const shown = await call(t, 'GET', `/lessons/${quiz._id}`, { as: email });
        expectStatus(shown, 200, 'quiz');
        assert.doesNotMatch(shown.text, /"correct|explanation/, 'no answers before an attempt');
        const questions = (
          record(shown.json, 'quiz').quiz as {
            questions: { id: string; options: { id: string }[] }[];
          }
        ).questions;
        const first = questions[0];
        assert.ok(first);
        const submit = (answers: unknown, key: string) =>
          call(t, 'POST', `/lessons/${quiz._id}/attempts`, {
            as: email,
            body: { answers },
            headers: { 'Idempotency-Key': key },
          });
        const key = `contract-${Date.now()}-${Math.random()}`;
        const answers = [{ questionId: first.id, optionIds: [first.options[0]?.id] }];
        const attempt = await submit(answers, key);
        expectStatus(attempt, 201, 'graded');
        const graded = record(attempt.json, 'attempt');
        const results = graded.results as { correctOptionIds: string[]; explanation: string }[];
        assert.equal(results.length, questions.length, 'every question graded');
        assert.ok(
          results.every((result) => result.correctOptionIds.length > 0 && result.explanation),
        );
        const retried = await submit(answers, key);
        expectStatus(retried, 200, 'the same key again');
        assert.equal(record(retried.json, 'retry')._id, graded._id);
        const listed = await call(t, 'GET', `/lessons/${quiz._id}/attempts`, { as: email });
        assert.equal((listed.json as unknown[]).length, 1, 'one attempt kept');
        expectFieldError(
          await submit([{ questionId: 'not-a-question', optionIds: [] }], `${key}-2`),
          'answers[0].questionId',
          'another question',
        );
        expectFieldError(
          await submit([{ questionId: first.id, optionIds: ['no-such-option'] }], `${key}-3`),
          'answers[0].optionIds',
          'an option that does not exist',
        );
      },
    },
    {
      name: 'Video files only at their signed address: ranges answer 206; a changed signature or no signature 403',
      async run(t) {
        const video = kindOf(await lessonsOf(t, WEB_DEVELOPMENT._id), 'video', true);
        const lesson = record((await call(t, 'GET', `/lessons/${video._id}`)).json, 'lesson');
        const sources = (lesson.video as { sources: { type: string; url: string }[] }).sources;
        const mp4 = sources.find((source) => source.type === 'video/mp4')?.url ?? '';
        const part = await call(t, 'GET', `/${mp4}`, { headers: { Range: 'bytes=0-1023' } });
        expectStatus(part, 206, 'a range');
        assert.match(part.headers.get('content-range') ?? '', /^bytes 0-1023\/\d+$/);
        assert.equal(part.headers.get('content-type'), 'video/mp4');
        const changed = mp4.replace(
          /signature=(.)/,
          (_, first: string) => `signature=${first === 'a' ? 'b' : 'a'}`,
        );
        expectError(await call(t, 'GET', `/${changed}`), 403, 'changed signature');
        expectError(await call(t, 'GET', `/${mp4.split('?')[0] ?? ''}`), 403, 'no signature');
      },
    },
  ];
}

export function withdrawnOutlineCases(): ContractCase[] {
  return [
    {
      name: 'A withdrawn course keeps its outline for its paid learner; 410 course_withdrawn to anyone else',
      async run(t) {
        const course = await createCourse(t);
        const email = uniqueEmail('withdrawn-learner');
        const enrollmentId = await enrollIn(t, email, course._id);
        await pay(t, email, { course, enrollmentId });
        const deleted = await call(t, 'DELETE', `/courses/${course._id}`, { as: PERSONAS.admin });
        expectStatus(deleted, 200, 'the admin withdraws the course');
        const outline = (as: string | null) =>
          call(t, 'GET', `/courses/${course._id}/curriculum`, { as });
        expectStatus(await outline(email), 200, 'its paid learner');
        expectStatus(await outline(PERSONAS.admin), 200, 'an admin');
        for (const [who, as] of [
          ['anonymous', null],
          ['a learner not enrolled', uniqueEmail('withdrawn-outsider')],
        ] as const) {
          const refused = await outline(as);
          expectError(refused, 410, who);
          assert.equal(record(refused.json, who).code, 'course_withdrawn', `${who}: code`);
        }
      },
    },
  ];
}
