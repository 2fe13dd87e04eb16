/**
 * Authoring (docs/decisions.md, "Authoring"): who may write a course (its instructors and admins),
 * drafts and versions hidden from learners, If-Match, the quiz rules, moves and deletions. Each
 * case writes in a course of its own, with the seeded teacher named as its instructor, so that the
 * seed's curricula stay as other suites expect them.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { call, type ContractTarget } from './client';
import {
  createCourse,
  enrollIn,
  expectError,
  expectFieldError,
  expectStatus,
  nameInstructors,
  pay,
  PERSONAS,
  record,
  uniqueEmail,
  type ContractCase,
} from './expectations';

const DATA_SCIENCE = '6650a1c00000000000000001';
/** The seed's media files (mocks/seed/media), uploaded again as a teacher would. */
const seedMedia = (name: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(readFileSync(path.resolve(__dirname, '../seed/media', name)));
const octets = { 'Content-Type': 'application/octet-stream' };

/** Opens an upload of `bytes` to the lesson and sends all its pieces; answers the session. */
async function sendUpload(
  t: ContractTarget,
  lessonId: string,
  kind: string,
  fileName: string,
  type: string,
  bytes: Uint8Array<ArrayBuffer>,
) {
  const opened = await call(t, 'POST', `/lessons/${lessonId}/uploads`, {
    as: PERSONAS.teacher,
    body: { kind, fileName, size: bytes.byteLength, type },
  });
  expectStatus(opened, 201, `an upload of ${fileName} opens`);
  const session = record(opened.json, 'upload');
  const chunkBytes = Number(session.chunkBytes);
  for (let index = 0; index < Number(session.chunks); index += 1) {
    const piece = await call(t, 'PUT', `/uploads/${String(session.uploadId)}/chunks/${index}`, {
      as: PERSONAS.teacher,
      rawBody: bytes.slice(index * chunkBytes, (index + 1) * chunkBytes),
      headers: octets,
    });
    expectStatus(piece, 200, `piece ${index} of ${fileName}`);
  }
  return String(session.uploadId);
}

const completeUpload = (t: ContractTarget, uploadId: string) =>
  call(t, 'POST', `/uploads/${uploadId}/complete`, { as: PERSONAS.teacher });

/** A new course taught by the seeded teacher, with one chapter. */
async function taughtCourse(t: ContractTarget) {
  const course = await createCourse(t, 59);
  await nameInstructors(t, course._id, [PERSONAS.teacher]);
  const chapter = await call(t, 'POST', `/courses/${course._id}/chapters`, {
    as: PERSONAS.teacher,
    body: { title: 'Getting started' },
  });
  expectStatus(chapter, 201, 'the instructor adds a chapter');
  return { course, chapterId: String(record(chapter.json, 'chapter')._id) };
}

/** A new lesson of `kind` in the chapter: its id and version. */
async function newLesson(t: ContractTarget, chapterId: string, kind: string, title = 'Lesson') {
  const created = await call(t, 'POST', `/chapters/${chapterId}/lessons`, {
    as: PERSONAS.teacher,
    body: { title, kind },
  });
  expectStatus(created, 201, `a new ${kind} lesson`);
  const lesson = record(created.json, 'lesson');
  assert.equal(created.headers.get('etag'), `"${String(lesson.version)}"`, 'its ETag');
  return { lessonId: String(lesson._id), version: Number(lesson.version) };
}

const edit = (t: ContractTarget, lessonId: string, version: number | null, body: object) =>
  call(t, 'PUT', `/lessons/${lessonId}/edit`, {
    as: PERSONAS.teacher,
    body,
    headers: version === null ? {} : { 'If-Match': `"${version}"` },
  });

const publish = (t: ContractTarget, lessonId: string, version: number) =>
  call(t, 'POST', `/lessons/${lessonId}/publish`, {
    as: PERSONAS.teacher,
    body: {},
    headers: { 'If-Match': `"${version}"` },
  });

async function lessonCount(t: ContractTarget, courseId: string): Promise<number> {
  const outline = await call(t, 'GET', `/courses/${courseId}/curriculum`);
  expectStatus(outline, 200, 'the public outline');
  return Number(record(outline.json, 'curriculum').lessonCount);
}

export function authoringCases(): ContractCase[] {
  return [
    {
      name: 'Authoring: a course’s instructors and admins only (403 not_an_instructor, 401 anonymous); admins name instructors, teachers only (400)',
      async run(t) {
        const { course } = await taughtCourse(t);
        const path = `/courses/${course._id}/authoring`;
        expectStatus(await call(t, 'GET', path, { as: PERSONAS.teacher }), 200, 'its instructor');
        expectStatus(await call(t, 'GET', path, { as: PERSONAS.admin }), 200, 'an admin');
        for (const [who, as] of [
          ['a learner', PERSONAS.learnerA],
          ['a teacher of other courses', PERSONAS.teacher],
        ] as const) {
          const other = who === 'a learner' ? path : `/courses/${DATA_SCIENCE}/authoring`;
          const refused = await call(t, 'GET', other, { as });
          expectError(refused, 403, who);
          assert.equal(record(refused.json, who).code, 'not_an_instructor');
        }
        expectError(await call(t, 'GET', path), 401, 'anonymous');
        const taught = await call(t, 'GET', '/teaching', { as: PERSONAS.teacher });
        expectStatus(taught, 200, 'GET /teaching');
        assert.ok(
          (taught.json as { _id: string }[]).some((row) => row._id === course._id),
          'the course is among those the teacher teaches',
        );
        const learner = uniqueEmail('not-a-teacher');
        await enrollIn(t, learner, course._id);
        const users = await call(t, 'GET', `/users?q=${encodeURIComponent(learner)}`, {
          as: PERSONAS.admin,
        });
        const uid = String(record((users.json as unknown[])[0], 'user').uid);
        const teachersOnly = await call(
          t,
          'GET',
          `/users?teacher=true&q=${encodeURIComponent(learner)}`,
          { as: PERSONAS.admin },
        );
        expectStatus(teachersOnly, 200, 'GET /users?teacher=true');
        assert.deepEqual(teachersOnly.json, [], 'a learner is not among the teachers');
        expectFieldError(
          await call(t, 'PUT', `/courses/${course._id}/instructors`, {
            as: PERSONAS.admin,
            body: { instructorIds: [uid] },
          }),
          'instructorIds',
          'a learner named instructor',
        );
        expectError(
          await call(t, 'PUT', `/courses/${course._id}/instructors`, {
            as: PERSONAS.teacher,
            body: { instructorIds: [] },
          }),
          403,
          'a teacher names instructors',
        );
        const catalogue = await call(t, 'GET', `/courses/${course._id}`);
        assert.equal(record(catalogue.json, 'course').instructorIds, undefined, 'no account ids');
      },
    },
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
    {
      name: 'Uploads: a video lesson’s authors only; refused by size (413), by type (415) and by bytes (415 not_a_video); captions with the line at fault (422); pieces checked and resent; the file served signed once published',
      async run(t) {
        const { chapterId } = await taughtCourse(t);
        const { lessonId } = await newLesson(t, chapterId, 'video', 'Filmed');
        const start = (as: string | null, body: object) =>
          call(t, 'POST', `/lessons/${lessonId}/uploads`, { as, body });
        const poster = { kind: 'poster', fileName: 'poster.jpg', size: 100, type: 'image/jpeg' };
        expectError(await start(PERSONAS.learnerA, poster), 403, 'a learner');
        expectError(await start(null, poster), 401, 'anonymous');
        const tooLarge = await start(PERSONAS.teacher, {
          kind: 'video',
          fileName: 'long.mp4',
          size: 200 * 1024 * 1024 + 1,
          type: 'video/mp4',
        });
        expectError(tooLarge, 413, 'a video over 200 MB');
        assert.equal(record(tooLarge.json, 'error').code, 'file_too_large');
        const pdf = await start(PERSONAS.teacher, {
          kind: 'video',
          fileName: 'slides.pdf',
          size: 1000,
          type: 'application/pdf',
        });
        expectError(pdf, 415, 'a PDF by its name and type');
        assert.equal(record(pdf.json, 'error').code, 'unsupported_type');
        expectFieldError(
          await start(PERSONAS.teacher, { kind: 'audio', fileName: 'a.mp3', size: 1, type: '' }),
          'kind',
          'an unknown kind',
        );

        // A piece of the wrong length is refused; someone else's upload does not exist for them.
        const renamed = new TextEncoder().encode(`%PDF-1.7\n${'0'.repeat(3000)}\n%%EOF\n`);
        const opened = await start(PERSONAS.teacher, {
          kind: 'video',
          fileName: 'lecture.mp4',
          size: renamed.byteLength,
          type: 'video/mp4',
        });
        expectStatus(opened, 201, 'a PDF named like a video opens an upload');
        const uploadId = String(record(opened.json, 'upload').uploadId);
        const sendPiece = (as: string, bytes: Uint8Array<ArrayBuffer>) =>
          call(t, 'PUT', `/uploads/${uploadId}/chunks/0`, { as, rawBody: bytes, headers: octets });
        const short = await sendPiece(PERSONAS.teacher, renamed.slice(1));
        expectError(short, 400, 'a piece one byte short');
        assert.equal(record(short.json, 'error').code, 'bad_chunk');
        expectError(await sendPiece(PERSONAS.learnerA, renamed), 404, 'another account’s upload');
        const incomplete = await completeUpload(t, uploadId);
        expectError(incomplete, 409, 'completed with its piece missing');
        assert.equal(record(incomplete.json, 'error').code, 'upload_incomplete');
        expectStatus(await sendPiece(PERSONAS.teacher, renamed), 200, 'the piece sent again');
        const byBytes = await completeUpload(t, uploadId);
        expectError(byBytes, 415, 'a PDF named lecture.mp4, by its bytes');
        assert.equal(record(byBytes.json, 'error').code, 'not_a_video');

        const captions = new TextEncoder().encode(
          'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nHello.\n\n00:00:04.000 --> 00:0x:08.000\nBroken.\n',
        );
        const badCaptions = await completeUpload(
          t,
          await sendUpload(t, lessonId, 'captions', 'c.vtt', 'text/vtt', captions),
        );
        expectError(badCaptions, 422, 'malformed captions');
        assert.equal(record(badCaptions.json, 'error').code, 'invalid_captions');
        assert.equal(record(badCaptions.json, 'error').line, 6, 'the line at fault');

        // The real files, accepted; published, the video plays from a signed address.
        const video = seedMedia('how-the-web-works.mp4');
        const files: [string, string, string, Uint8Array<ArrayBuffer>][] = [
          ['video', 'talk.mp4', 'video/mp4', video],
          ['poster', 'poster.jpg', 'image/jpeg', seedMedia('how-the-web-works.jpg')],
          ['captions', 'talk.vtt', '', seedMedia('how-the-web-works.vtt')],
        ];
        let version = 0;
        for (const [kind, name, type, bytes] of files) {
          const done = await completeUpload(
            t,
            await sendUpload(t, lessonId, kind, name, type, bytes),
          );
          expectStatus(done, 200, `${name} accepted`);
          version = Number(record(done.json, 'lesson').version);
        }
        const lesson = (await call(t, 'GET', `/lessons/${lessonId}/edit`, { as: PERSONAS.teacher }))
          .json as { video: { files: { type: string }[]; durationSeconds: number } };
        assert.deepEqual(
          lesson.video.files.map((file) => file.type),
          ['video/mp4'],
        );
        assert.ok(Math.abs(lesson.video.durationSeconds - 28.3) < 0.2, 'its length, from the file');
        const saved = await edit(t, lessonId, version, {
          title: 'Filmed',
          minutes: 2,
          preview: true,
          transcript: 'What the talk says.',
        });
        expectStatus(saved, 200, 'the transcript');
        expectStatus(
          await publish(t, lessonId, Number(record(saved.json, 'lesson').version)),
          200,
          'published',
        );
        const played = await call(t, 'GET', `/lessons/${lessonId}`);
        expectStatus(played, 200, 'a preview lesson, open to anyone');
        const sources = (played.json as { video: { sources: { url: string }[] } }).video.sources;
        const served = await fetch(new URL(sources[0]?.url ?? '', `${t.apiUrl}/`), {
          headers: { Range: 'bytes=0-7' },
        });
        assert.equal(served.status, 206, 'served by ranges');
        assert.deepEqual(
          [...new Uint8Array(await served.arrayBuffer())],
          [...video.slice(0, 8)],
          'the uploaded bytes, as uploaded',
        );
      },
    },
  ];
}
