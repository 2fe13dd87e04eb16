/**
 * Learning (docs/decisions.md, "Learning"): who opens a lesson (anonymous, unpaid, paid, refunded,
 * free, withdrawn, teacher, admin), answers never sent before an attempt, signed media with ranges,
 * and progress kept by the server. The cases learn in the seed's courses (their curricula come with
 * db.json) as new accounts of their own.
 */
import assert from 'node:assert/strict';
import { call, type ContractTarget } from './client';
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
  validPayment,
  type ContractCase,
} from './expectations';

const WEB_DEVELOPMENT = { _id: '6650a1c00000000000000006', name: 'Web Development', price: 119 };
const SOCIAL_MEDIA_FREE = '6650a1c0000000000000000c';

interface OutlineLesson {
  _id: string;
  kind: string;
  preview: boolean;
}

async function lessonsOf(t: ContractTarget, courseId: string): Promise<OutlineLesson[]> {
  const result = await call(t, 'GET', `/courses/${courseId}/curriculum`);
  expectStatus(result, 200, 'the curriculum');
  const chapters = record(result.json, 'curriculum').chapters as { lessons: OutlineLesson[] }[];
  return chapters.flatMap((chapter) => chapter.lessons);
}

/** A new learner who paid for Web Development: their email and the enrollment's id. */
async function paidLearner(t: ContractTarget, label: string) {
  const email = uniqueEmail(label);
  const enrollmentId = await enrollIn(t, email, WEB_DEVELOPMENT._id);
  const paid = await call(t, 'POST', '/payment', {
    as: email,
    base: 'payment',
    body: validPayment(enrollmentId, WEB_DEVELOPMENT),
  });
  expectStatus(paid, 200, `${email} pays for Web Development`);
  return { email, enrollmentId };
}

const kindOf = (lessons: OutlineLesson[], kind: string, preview = false) => {
  const found = lessons.find((lesson) => lesson.kind === kind && lesson.preview === preview);
  assert.ok(found, `a ${preview ? 'preview ' : ''}${kind} lesson`);
  return found;
};

export function learningCases(): ContractCase[] {
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
