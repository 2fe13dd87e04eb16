/**
 * Learning: progress (/progress) kept by the server, its limit on refunds, and what a refund
 * hides of it.
 */
import assert from 'node:assert/strict';
import { call } from './client';
import {
  enrollIn,
  expectError,
  expectFieldError,
  expectStatus,
  PERSONAS,
  record,
  uniqueEmail,
  validPayment,
  type ContractCase,
} from './expectations';
import {
  kindOf,
  lessonsOf,
  paidLearner,
  SOCIAL_MEDIA_FREE,
  WEB_DEVELOPMENT,
} from './learningHelpers';

export function progressCases(): ContractCase[] {
  return [
    {
      name: 'Progress: the server computes the percent; a text lesson completes once; a video report over its length, before a visit, or of another course is 400',
      async run(t) {
        const { email } = await paidLearner(t, 'progress-learner');
        const lessons = await lessonsOf(t, WEB_DEVELOPMENT._id);
        const base = `/progress/${WEB_DEVELOPMENT._id}`;
        const start = await call(t, 'GET', base, { as: email });
        expectStatus(start, 200, 'no progress yet');
        assert.equal(record(start.json, 'progress').percent, 0);
        const text = kindOf(lessons, 'text');
        const complete = () =>
          call(t, 'POST', `${base}/completions`, { as: email, body: { lessonId: text._id } });
        const once = record((await complete()).json, 'completed');
        const twice = record((await complete()).json, 'again');
        assert.equal(once.percent, Math.floor((1 / lessons.length) * 100));
        assert.equal(twice.percent, once.percent, 'twice changes nothing');
        const video = kindOf(lessons, 'video', true);
        const report = (body: unknown) =>
          call(t, 'PUT', `${base}/videos/${video._id}`, { as: email, body });
        expectFieldError(
          await report({ position: 0, played: [[0, 1]] }),
          'lessonId',
          'before a visit',
        );
        expectStatus(
          await call(t, 'POST', `${base}/visits`, { as: email, body: { lessonId: video._id } }),
          200,
          'visit',
        );
        expectFieldError(
          await report({ position: -1, played: [] }),
          'position',
          'negative position',
        );
        expectFieldError(
          await report({ position: 0, played: [[0, 100_000]] }),
          'played[0]',
          'longer than the video',
        );
        expectFieldError(
          await report({ position: 0, played: [[0, 25]] }),
          'played',
          'longer than it was open',
        );
        expectStatus(await report({ position: 1, played: [[0, 1]] }), 200, 'a second played');
        const other = (await lessonsOf(t, SOCIAL_MEDIA_FREE))[0];
        expectFieldError(
          await call(t, 'POST', `${base}/visits`, { as: email, body: { lessonId: other?._id } }),
          'lessonId',
          'a lesson of another course',
        );
        expectError(await call(t, 'GET', base, { as: uniqueEmail('stranger') }), 403, 'no access');
        expectError(await call(t, 'GET', base), 401, 'anonymous');
      },
    },
    {
      name: 'GET /progress: the seeded learner’s courses with the server’s percent, the last visited first',
      async run(t) {
        const result = await call(t, 'GET', '/progress?_sort=lastVisitedAt&_order=desc', {
          as: PERSONAS.learnerA,
        });
        expectStatus(result, 200, 'progress rows');
        const rows = (result.json as Record<string, unknown>[]).map((row) => record(row, 'row'));
        assert.ok(rows.length >= 2, 'Web Development and Python Programming');
        const python = rows.find((row) => row.courseName === 'Python Programming');
        assert.equal(python?.percent, 100);
        assert.equal(typeof python?.completedAt, 'string');
      },
    },
    {
      name: 'POST /enroll/:id/refund: a learner past 50 % of the course cannot refund it (409 progress_over_refund_limit); an admin still can',
      async run(t) {
        const { email, enrollmentId } = await paidLearner(t, 'refund-progress');
        const lessons = await lessonsOf(t, WEB_DEVELOPMENT._id);
        const texts = lessons.filter((lesson) => lesson.kind === 'text');
        const needed = Math.floor(lessons.length / 2) + 1;
        assert.ok(texts.length >= needed, 'enough text lessons to pass half');
        for (const text of texts.slice(0, needed)) {
          const done = await call(t, 'POST', `/progress/${WEB_DEVELOPMENT._id}/completions`, {
            as: email,
            body: { lessonId: text._id },
          });
          expectStatus(done, 200, 'complete a text lesson');
        }
        const refused = await call(t, 'POST', `/enroll/${enrollmentId}/refund`, { as: email });
        expectError(refused, 409, 'the learner past half the course');
        assert.equal(record(refused.json, 'refusal').code, 'progress_over_refund_limit');
        const byAdmin = await call(t, 'POST', `/enroll/${enrollmentId}/refund`, {
          as: PERSONAS.admin,
        });
        expectStatus(byAdmin, 200, 'an admin refunds');
      },
    },
    {
      name: 'Progress outlives a refund: hidden (403) while access is gone, back when the learner enrolls and pays again',
      async run(t) {
        const { email, enrollmentId } = await paidLearner(t, 'refund-comeback');
        const lessons = await lessonsOf(t, WEB_DEVELOPMENT._id);
        const text = kindOf(lessons, 'text');
        const base = `/progress/${WEB_DEVELOPMENT._id}`;
        const done = await call(t, 'POST', `${base}/completions`, {
          as: email,
          body: { lessonId: text._id },
        });
        expectStatus(done, 200, 'complete a text lesson');
        const percent = record(done.json, 'progress').percent;
        assert.ok(Number(percent) > 0, 'some progress');
        expectStatus(
          await call(t, 'POST', `/enroll/${enrollmentId}/refund`, { as: email }),
          200,
          'refund',
        );
        expectError(await call(t, 'GET', base, { as: email }), 403, 'refunded: progress hidden');
        const listed = await call(t, 'GET', '/progress', { as: email });
        expectStatus(listed, 200, 'GET /progress after the refund');
        assert.deepEqual(listed.json, [], 'no course listed while access is gone');
        const again = await enrollIn(t, email, WEB_DEVELOPMENT._id);
        const paid = await call(t, 'POST', '/payment', {
          as: email,
          base: 'payment',
          body: validPayment(again, WEB_DEVELOPMENT),
        });
        expectStatus(paid, 200, 'pays again');
        const back = await call(t, 'GET', base, { as: email });
        expectStatus(back, 200, 'progress after paying again');
        const progress = record(back.json, 'progress');
        assert.equal(progress.percent, percent, 'the same percent');
        assert.deepEqual(progress.completedLessonIds, [text._id], 'the same lesson completed');
      },
    },
  ];
}
