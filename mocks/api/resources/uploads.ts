/**
 * A video lesson's files, uploaded by its authors (docs/decisions.md, "Uploads"): the video, its
 * poster and its captions. An upload is opened with what will be sent (refused at once when too
 * large or of a type the kind does not take), travels in pieces that each can be sent again, and is
 * checked whole by its bytes when it is completed: a video by its container (MP4 or WebM, with a
 * length), a poster as JPEG, PNG or WebP, captions as WebVTT (a malformed file is refused with the
 * line at fault). An accepted file is kept by the host's media store and served like the seeded
 * media, at signed, expiring addresses; it goes into the lesson's next version.
 */
import type { Lesson, LessonVideo } from '@/shared/domain/learning';
import { uploadStartSchema } from '@/shared/domain/schemas';
import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_RULES,
  megabytes,
  uploadProblem,
  type UploadKind,
  type UploadSession,
} from '@/shared/domain/uploads';
import { mayAuthor } from '../learning';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS, HttpError } from '../core/errors';
import { json } from '../core/routing';
import { validated } from '../core/validation';
import { isObjectId } from '../ids';
import type { DataView, Frozen } from '../store';
import { NO_VIDEO, editable, editedVersion, etag, notAnInstructor } from './authoring';
import { findCourse } from './courseAccess';

/** The most bytes all open uploads may hold at once, so that uploads cannot exhaust the host. */
export const MAX_OPEN_UPLOAD_BYTES = 400 * 1024 * 1024;
/** Open uploads per account at once. */
export const MAX_OPEN_UPLOADS_PER_ACCOUNT = 3;
/** An upload that receives nothing for this long is dropped. */
export const UPLOAD_IDLE_MS = 30 * 60 * 1000;

interface OpenUpload {
  uploadId: string;
  uid: string;
  lessonId: string;
  kind: UploadKind;
  size: number;
  chunks: (Uint8Array | undefined)[];
  touchedAt: number;
}

const UPLOAD_ID = /^[0-9a-f]{32}$/;

const randomHex = (bytes: number): string =>
  [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');

const noUpload = () =>
  new HttpError(404, { error: 'No such upload: it was completed, refused or expired' });

export function registerUploads({ route, store, now, auth, media }: ApiDeps): void {
  const open = new Map<string, OpenUpload>();

  /** Drops uploads idle for too long. */
  const sweep = () => {
    for (const [uploadId, upload] of open) {
      if (now() - upload.touchedAt > UPLOAD_IDLE_MS) open.delete(uploadId);
    }
  };

  /** The caller's open upload: 404 for anyone else's, so that ids reveal nothing. */
  const uploadOf = (uploadId: string, uid: string): OpenUpload => {
    sweep();
    const upload = UPLOAD_ID.test(uploadId) ? open.get(uploadId) : undefined;
    if (!upload || upload.uid !== uid) throw noUpload();
    return upload;
  };

  /** A video lesson the caller may author. */
  const authoredVideoLesson = (
    data: Pick<DataView, 'get' | 'where'>,
    lessonId: string,
    uid: string,
  ): Frozen<Lesson> => {
    const lesson = isObjectId(lessonId) ? data.get('lessons', lessonId) : undefined;
    if (!lesson) throw new HttpError(404, { error: API_ERRORS.noLesson });
    const found = findCourse(data, lesson.courseId);
    if (!found || !mayAuthor(data, found.course, uid)) throw notAnInstructor();
    if (lesson.kind !== 'video') {
      throw new HttpError(409, {
        error: 'Only a video lesson takes a video, a poster and captions',
        code: 'not_a_video_lesson',
      });
    }
    return lesson;
  };

  const sessionOf = (upload: OpenUpload): UploadSession => ({
    uploadId: upload.uploadId,
    chunkBytes: UPLOAD_CHUNK_BYTES,
    chunks: upload.chunks.length,
    received: upload.chunks.flatMap((chunk, index) => (chunk ? [index] : [])),
  });

  route('POST /lessons/:id/uploads', async (context) => {
    const identity = await auth.identityOf(context);
    const start = await validated(uploadStartSchema, await context.body());
    authoredVideoLesson(await store.view(), context.params.id ?? '', identity.uid);
    const rule = UPLOAD_RULES[start.kind];
    if (start.size > rule.maxBytes) {
      throw new HttpError(413, {
        error: `${start.fileName} is larger than ${megabytes(rule.maxBytes)}: upload ${rule.label} of at most ${megabytes(rule.maxBytes)}`,
        code: 'file_too_large',
      });
    }
    const problem = uploadProblem(start.kind, {
      name: start.fileName,
      size: start.size,
      type: start.type,
    });
    if (problem) throw new HttpError(415, { error: problem, code: 'unsupported_type' });
    sweep();
    const mine = [...open.values()].filter((upload) => upload.uid === identity.uid);
    const held = [...open.values()].reduce((sum, upload) => sum + upload.size, 0);
    if (mine.length >= MAX_OPEN_UPLOADS_PER_ACCOUNT || held + start.size > MAX_OPEN_UPLOAD_BYTES) {
      throw new HttpError(
        429,
        {
          error: 'Too many uploads at once: finish or wait for the others, then try again',
          code: 'too_many_uploads',
        },
        { 'Retry-After': '60' },
      );
    }
    const upload: OpenUpload = {
      uploadId: randomHex(16),
      uid: identity.uid,
      lessonId: context.params.id ?? '',
      kind: start.kind,
      size: start.size,
      chunks: Array.from({ length: Math.ceil(start.size / UPLOAD_CHUNK_BYTES) }, () => undefined),
      touchedAt: now(),
    };
    open.set(upload.uploadId, upload);
    return json(201, sessionOf(upload));
  });

  // A piece, sent again as often as needed: the same index replaces what it held.
  route('PUT /uploads/:uploadId/chunks/:index', async (context) => {
    const identity = await auth.identityOf(context);
    const upload = uploadOf(context.params.uploadId ?? '', identity.uid);
    const index = /^\d{1,6}$/.test(context.params.index ?? '') ? Number(context.params.index) : -1;
    if (index < 0 || index >= upload.chunks.length) {
      throw new HttpError(400, {
        error: `This upload has pieces 0 to ${upload.chunks.length - 1}`,
        code: 'bad_chunk',
      });
    }
    const bytes = context.bytes();
    const expected =
      index === upload.chunks.length - 1
        ? upload.size - index * UPLOAD_CHUNK_BYTES
        : UPLOAD_CHUNK_BYTES;
    if (bytes.byteLength !== expected) {
      throw new HttpError(400, {
        error: `Piece ${index} must be ${expected} bytes; it was ${bytes.byteLength}`,
        code: 'bad_chunk',
      });
    }
    upload.chunks[index] = bytes.slice();
    upload.touchedAt = now();
    return json(200, sessionOf(upload));
  });

  route('POST /uploads/:uploadId/complete', async (context) => {
    const identity = await auth.identityOf(context);
    const upload = uploadOf(context.params.uploadId ?? '', identity.uid);
    const missing = upload.chunks.flatMap((chunk, index) => (chunk ? [] : [index]));
    if (missing.length > 0) {
      throw new HttpError(409, {
        error: `The upload is missing ${missing.length} of its ${upload.chunks.length} pieces`,
        code: 'upload_incomplete',
      });
    }
    // Whatever the checks decide, this upload is finished: a new file needs a new upload.
    open.delete(upload.uploadId);
    const bytes = new Uint8Array(upload.size);
    upload.chunks.forEach((chunk, index) => {
      if (chunk) bytes.set(chunk, index * UPLOAD_CHUNK_BYTES);
    });
    // The parsers load with the first completed upload, not with every start of the API.
    const { checkUpload } = await import('../uploadChecks');
    const checked = await checkUpload(upload.kind, bytes);
    if (!checked.ok) {
      throw new HttpError(checked.error === 'invalid_captions' ? 422 : 415, {
        error: checked.message,
        code: checked.error,
        ...(checked.line !== undefined ? { line: checked.line } : {}),
      });
    }
    if (!media?.save) {
      throw new HttpError(503, {
        error: 'This server keeps no uploaded files',
        code: 'no_media_store',
      });
    }
    // Checked again: the lesson may have gone, or the author lost the course, meanwhile.
    authoredVideoLesson(await store.view(), upload.lessonId, identity.uid);
    const file = `upload-${randomHex(16)}.${checked.extension}`;
    await media.save(file, bytes);
    const lesson = await store.update((tx) => {
      const found = authoredVideoLesson(tx, upload.lessonId, identity.uid);
      const current = editedVersion(found);
      const video: LessonVideo = { ...(current.video ?? NO_VIDEO) };
      if (
        upload.kind === 'video' &&
        (checked.type === 'video/mp4' || checked.type === 'video/webm')
      ) {
        video.files = [{ type: checked.type, file }];
        video.durationSeconds = checked.durationSeconds ?? 0;
      }
      if (upload.kind === 'poster') video.poster = file;
      if (upload.kind === 'captions') video.captions = file;
      const next = { ...current, video };
      // The file goes into the next version (a published lesson's learners keep theirs); the
      // version number guards the text an author types, which an upload does not change.
      const stamp = { updatedAt: new Date(now()).toISOString(), updatedBy: identity.uid };
      const changes = found.published ? { draft: next, ...stamp } : { ...next, ...stamp };
      tx.patch('lessons', found._id, changes as Partial<Lesson>);
      return { ...found, ...changes } as Frozen<Lesson>;
    });
    const answer = editable(await store.view(), lesson);
    return json(200, answer, etag(answer));
  });
}
