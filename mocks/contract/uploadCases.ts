/**
 * Authoring: uploads of a video lesson's file and captions, checked, resumed and served signed.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { call, type ContractTarget } from './client';
import {
  expectError,
  expectFieldError,
  expectStatus,
  PERSONAS,
  record,
  type ContractCase,
} from './expectations';
import { edit, newLesson, publish, taughtCourse } from './authoringHelpers';

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

export function uploadCases(): ContractCase[] {
  return [
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
