/**
 * A video lesson's uploads through the API's behaviour (createMockApi over the seed): pieces sent
 * and sent again, the checks by size, type and bytes, the captions' line at fault, and the
 * published video served at a signed address.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AuthoringCurriculum, EditableLesson } from '@/shared/domain/authoring';
import type { LessonContent } from '@/shared/domain/learning';
import { UPLOAD_CHUNK_BYTES, type UploadSession } from '@/shared/domain/uploads';
import { inProcessApi } from './inProcessApi';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const WEB = '6650a1c00000000000000006';
const TEACHER = 'teacher@example.com';
const LEARNER = 'learner@example.com';
const MARIA = 'maria.garcia@example.com';
const MEDIA = path.resolve(__dirname, '../seed/media');
const seedFile = (name: string) => new Uint8Array(readFileSync(path.join(MEDIA, name)));

/** The seeded MP4 with an MP4 'free' box after it: a valid file over two pieces long. */
function longMp4(): Uint8Array {
  const video = seedFile('how-the-web-works.mp4');
  const padding = UPLOAD_CHUNK_BYTES + 1000;
  const file = new Uint8Array(video.byteLength + padding);
  file.set(video);
  new DataView(file.buffer).setUint32(video.byteLength, padding);
  file.set(new TextEncoder().encode('free'), video.byteLength + 4);
  return file;
}

const setup = () => inProcessApi(NOW);
type Send = ReturnType<typeof setup>['send'];

/** A new video lesson in Web Development, which the seeded teacher teaches. */
async function newVideoLesson(send: Send): Promise<EditableLesson> {
  const outline = (await send('GET', `/courses/${WEB}/authoring`, TEACHER))
    .body as AuthoringCurriculum;
  const created = await send(
    'POST',
    `/chapters/${outline.chapters[0]?._id ?? ''}/lessons`,
    TEACHER,
    {
      title: 'A filmed lesson',
      kind: 'video',
    },
  );
  expect(created.status).toBe(201);
  return created.body as EditableLesson;
}

const octets = { 'content-type': 'application/octet-stream' };

/** Opens an upload of `bytes` and sends every piece; answers the completion's response. */
async function upload(
  send: Send,
  lessonId: string,
  kind: 'video' | 'poster' | 'captions',
  fileName: string,
  type: string,
  bytes: Uint8Array,
  as = TEACHER,
) {
  const opened = await send('POST', `/lessons/${lessonId}/uploads`, as, {
    kind,
    fileName,
    size: bytes.byteLength,
    type,
  });
  expect(opened.status).toBe(201);
  const session = opened.body as UploadSession;
  for (let index = 0; index < session.chunks; index += 1) {
    const piece = bytes.slice(index * session.chunkBytes, (index + 1) * session.chunkBytes);
    const sent = await send(
      'PUT',
      `/uploads/${session.uploadId}/chunks/${index}`,
      as,
      piece,
      octets,
    );
    expect(sent.body).toMatchObject({ uploadId: session.uploadId });
  }
  return send('POST', `/uploads/${session.uploadId}/complete`, as);
}

describe('uploads', () => {
  it('takes a video in pieces, reads its length from the file, and lets a piece be sent again', async () => {
    const { send } = setup();
    const lesson = await newVideoLesson(send);
    const bytes = longMp4();
    const opened = await send('POST', `/lessons/${lesson._id}/uploads`, TEACHER, {
      kind: 'video',
      fileName: 'lecture.mp4',
      size: bytes.byteLength,
      type: 'video/mp4',
    });
    expect(opened.status).toBe(201);
    const session = opened.body as UploadSession;
    expect(session.chunks).toBe(2);
    const first = bytes.slice(0, UPLOAD_CHUNK_BYTES);
    const second = bytes.slice(UPLOAD_CHUNK_BYTES);
    const chunk = (index: number, piece: Uint8Array) =>
      send('PUT', `/uploads/${session.uploadId}/chunks/${index}`, TEACHER, piece, octets);
    expect((await chunk(0, first)).status).toBe(200);
    // Completing with a piece missing says so, and the upload stays open.
    const early = await send('POST', `/uploads/${session.uploadId}/complete`, TEACHER);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'upload_incomplete' });
    // A piece of the wrong length is refused; the same piece sent again replaces it.
    expect((await chunk(1, second.slice(1))).body).toMatchObject({ code: 'bad_chunk' });
    expect((await chunk(1, second)).status).toBe(200);
    const again = await chunk(1, second);
    expect((again.body as UploadSession).received).toEqual([0, 1]);
    const completed = await send('POST', `/uploads/${session.uploadId}/complete`, TEACHER);
    expect(completed.status).toBe(200);
    const video = (completed.body as EditableLesson).video;
    expect(video?.files).toEqual([
      { type: 'video/mp4', file: expect.stringMatching(/^upload-[0-9a-f]{32}\.mp4$/) },
    ]);
    expect(video?.durationSeconds).toBeGreaterThan(20);
    expect(video?.durationSeconds).toBeLessThan(61);
    // Completed once: the upload is gone.
    expect((await send('POST', `/uploads/${session.uploadId}/complete`, TEACHER)).status).toBe(404);
  });

  it('refuses a file over the limit at once, and a file of another type by its name or by its bytes', async () => {
    const { send } = setup();
    const lesson = await newVideoLesson(send);
    const tooLarge = await send('POST', `/lessons/${lesson._id}/uploads`, TEACHER, {
      kind: 'video',
      fileName: 'long.mp4',
      size: 200 * 1024 * 1024 + 1,
      type: 'video/mp4',
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'file_too_large' });
    expect((tooLarge.body as { error: string }).error).toContain('200 MB');
    const named = await send('POST', `/lessons/${lesson._id}/uploads`, TEACHER, {
      kind: 'video',
      fileName: 'slides.pdf',
      size: 1000,
      type: 'application/pdf',
    });
    expect(named.status).toBe(415);
    expect(named.body).toMatchObject({ code: 'unsupported_type' });
    // A PDF named like a video passes the first check and is refused by its bytes.
    const pdf = new TextEncoder().encode(`%PDF-1.7\n${'0'.repeat(2000)}\n%%EOF\n`);
    const refused = await upload(send, lesson._id, 'video', 'lecture.mp4', 'video/mp4', pdf);
    expect(refused.status).toBe(415);
    expect(refused.body).toMatchObject({ code: 'not_a_video' });
    const poster = await upload(
      send,
      lesson._id,
      'poster',
      'poster.jpg',
      'image/jpeg',
      seedFile('how-the-web-works.mp4'),
    );
    expect(poster.body).toMatchObject({ code: 'not_an_image' });
    const edit = (await send('GET', `/lessons/${lesson._id}/edit`, TEACHER)).body as EditableLesson;
    expect(edit.video?.files ?? []).toEqual([]);
  });

  it('refuses malformed captions with the line at fault', async () => {
    const { send } = setup();
    const lesson = await newVideoLesson(send);
    const captions =
      'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nHello.\n\n00:00:04.000 --> 00:0x:08.000\nBroken.\n';
    const refused = await upload(
      send,
      lesson._id,
      'captions',
      'captions.vtt',
      'text/vtt',
      new TextEncoder().encode(captions),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'invalid_captions', line: 6 });
    expect((refused.body as { error: string }).error).toContain('line 6');
  });

  it('lets only the lesson’s authors upload, and only to a video lesson; an upload is its opener’s', async () => {
    const { send } = setup();
    const lesson = await newVideoLesson(send);
    const start = { kind: 'poster', fileName: 'poster.jpg', size: 100, type: 'image/jpeg' };
    expect((await send('POST', `/lessons/${lesson._id}/uploads`, LEARNER, start)).status).toBe(403);
    expect((await send('POST', `/lessons/${lesson._id}/uploads`, null, start)).status).toBe(401);
    const outline = (await send('GET', `/courses/${WEB}/authoring`, TEACHER))
      .body as AuthoringCurriculum;
    const textLesson = outline.chapters
      .flatMap((chapter) => chapter.lessons)
      .find((item) => item.kind === 'text');
    const onText = await send('POST', `/lessons/${textLesson?._id ?? ''}/uploads`, TEACHER, start);
    expect(onText.status).toBe(409);
    expect(onText.body).toMatchObject({ code: 'not_a_video_lesson' });
    const opened = (await send('POST', `/lessons/${lesson._id}/uploads`, TEACHER, start))
      .body as UploadSession;
    const piece = new Uint8Array(100);
    const stranger = await send(
      'PUT',
      `/uploads/${opened.uploadId}/chunks/0`,
      MARIA,
      piece,
      octets,
    );
    expect(stranger.status).toBe(404);
  });

  it('publishes an uploaded video, which learners then play from a signed address, by ranges', async () => {
    const { send } = setup();
    const lesson = await newVideoLesson(send);
    const video = seedFile('how-the-web-works.webm');
    expect((await upload(send, lesson._id, 'video', 'talk.webm', 'video/webm', video)).status).toBe(
      200,
    );
    expect(
      (
        await upload(
          send,
          lesson._id,
          'poster',
          'p.jpg',
          'image/jpeg',
          seedFile('how-the-web-works.jpg'),
        )
      ).status,
    ).toBe(200);
    const captions = await upload(
      send,
      lesson._id,
      'captions',
      'c.vtt',
      '',
      seedFile('how-the-web-works.vtt'),
    );
    expect(captions.status).toBe(200);
    const version = (captions.body as EditableLesson).version;
    const saved = await send(
      'PUT',
      `/lessons/${lesson._id}/edit`,
      TEACHER,
      { title: 'A filmed lesson', minutes: 2, preview: true, transcript: 'What the video says.' },
      { 'if-match': `"${version}"` },
    );
    expect(saved.status).toBe(200);
    const published = await send('POST', `/lessons/${lesson._id}/publish`, TEACHER, undefined, {
      'if-match': `"${(saved.body as EditableLesson).version}"`,
    });
    expect(published.status).toBe(200);
    const played = (await send('GET', `/lessons/${lesson._id}`, LEARNER)).body as LessonContent;
    const source = played.video?.sources[0];
    expect(source?.type).toBe('video/webm');
    const address = new URL(source?.url ?? '', 'http://api.local/');
    const range = await send('GET', `${address.pathname}${address.search}`, null, undefined, {
      range: 'bytes=0-3',
    });
    expect(range.status).toBe(206);
    expect([...(range.body as Uint8Array)]).toEqual([...video.slice(0, 4)]);
  });
});
