/**
 * A course's curriculum and its lessons (docs/decisions.md, "Learning"): the published outline is
 * public (a withdrawn course's, as its page: ./courseAccess.ts); a lesson's content goes to anyone
 * for a preview lesson, else to the course's learners (Paid, or enrolled in a free course), admins
 * and teachers; others get 403 `enroll_required`. A video's files are answered only at signed,
 * expiring addresses (../media.ts), with ranges.
 */
import type { Curriculum, Lesson, LessonContent, SignedVideo } from '@/shared/domain/learning';
import { API_ERRORS, HttpError } from '../core/errors';
import type { ApiDeps } from '../core/deps';
import { CORS_HEADERS, json, type Context } from '../core/routing';
import { accessTo, publishedOutline } from '../learning';
import { MEDIA_FILE, MEDIA_TYPES, type MediaSigner } from '../media';
import type { DataView, Frozen } from '../store';
import {
  courseWithdrawn,
  findCourse,
  readsWithdrawnCourse,
  type FoundCourse,
} from './courseAccess';
import { isObjectId } from '../ids';

export const enrollRequired = (): HttpError =>
  new HttpError(403, { error: API_ERRORS.enrollToOpen, code: 'enroll_required' });

/** The course with that id as its curriculum's reader may see it: 404 unknown, 410 withdrawn. */
export async function readableCourse(
  deps: Pick<ApiDeps, 'auth'>,
  data: DataView,
  context: Context,
  courseId: string,
): Promise<{ found: FoundCourse; uid: string | null }> {
  const found = findCourse(data, courseId);
  if (!found) throw new HttpError(404, { error: API_ERRORS.noCourse });
  const identity =
    found.withdrawn || context.headers.authorization !== undefined
      ? await deps.auth.optionalIdentityOf(context)
      : null;
  const uid = identity?.uid ?? null;
  if (found.withdrawn && (uid === null || !readsWithdrawnCourse(data, courseId, uid))) {
    throw courseWithdrawn(410);
  }
  return { found, uid };
}

async function signedVideo(
  lesson: Frozen<Lesson>,
  signer: MediaSigner,
  now: number,
): Promise<SignedVideo | undefined> {
  const video = lesson.video;
  if (!video) return undefined;
  const sign = (file: string) => signer.address(file, now);
  const sources = await Promise.all(
    video.files.map(async ({ type, file }) => ({ type, url: (await sign(file)).url })),
  );
  const poster = await sign(video.poster);
  const captions = await sign(video.captions);
  return {
    sources,
    poster: poster.url,
    captions: captions.url,
    durationSeconds: video.durationSeconds,
    transcript: video.transcript,
    expiresAt: new Date(poster.expiresAt).toISOString(),
  };
}

/** `bytes=start-end` of a file of `size` bytes: the inclusive range, or null when it is not one. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  if (from === '') {
    const suffix = Math.min(Number(to), size);
    return suffix > 0 ? { start: size - suffix, end: size - 1 } : null;
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

export function registerLessons(deps: ApiDeps): void {
  const { route, store, now, media } = deps;

  route('GET /courses/:id/curriculum', async (context) => {
    const data = await store.view();
    const courseId = context.params.id ?? '';
    await readableCourse(deps, data, context, courseId);
    const outline = publishedOutline(data, courseId);
    const curriculum: Curriculum = {
      courseId,
      chapters: outline.map(({ chapter, lessons }) => ({
        _id: chapter._id,
        title: chapter.title,
        lessons: lessons.map(({ _id, title, kind, minutes, preview }) => ({
          _id,
          title,
          kind,
          minutes,
          preview,
        })),
      })),
      lessonCount: outline.reduce((sum, section) => sum + section.lessons.length, 0),
      minutes: outline.reduce(
        (sum, section) =>
          sum + section.lessons.reduce((total, lesson) => total + lesson.minutes, 0),
        0,
      ),
    };
    return json(200, curriculum);
  });

  route('GET /lessons/:id', async (context) => {
    const data = await store.view();
    const id = context.params.id ?? '';
    const lesson = isObjectId(id) ? data.get('lessons', id) : undefined;
    if (!lesson || !lesson.published) throw new HttpError(404, { error: API_ERRORS.noLesson });
    const { uid } = await readableCourse(deps, data, context, lesson.courseId);
    const course = findCourse(data, lesson.courseId);
    if (!lesson.preview && course) {
      const access = accessTo(data, course.course, uid);
      if (!access.learner && !access.staff) throw enrollRequired();
    }
    const content: LessonContent = {
      _id: lesson._id,
      courseId: lesson.courseId,
      chapterId: lesson.chapterId,
      title: lesson.title,
      kind: lesson.kind,
      minutes: lesson.minutes,
      preview: lesson.preview,
      ...(lesson.body !== undefined ? { body: lesson.body } : {}),
      ...(lesson.quiz
        ? {
            // The right answers and explanations come only with a graded attempt.
            quiz: {
              passMark: lesson.quiz.passMark,
              questions: lesson.quiz.questions.map(
                ({ id: questionId, prompt, multiple, options }) => ({
                  id: questionId,
                  prompt,
                  multiple,
                  options: options.map((option) => ({ id: option.id, text: option.text })),
                }),
              ),
            },
          }
        : {}),
    };
    const video = await signedVideo(lesson, deps.mediaSigner, now());
    return json(200, video ? { ...content, video } : content);
  });

  route('GET /media/:file', async (context) => {
    const file = context.params.file ?? '';
    const expires = context.query.get('expires') ?? '';
    const signature = context.query.get('signature') ?? '';
    if (
      !MEDIA_FILE.test(file) ||
      !media ||
      !(await deps.mediaSigner.verify(file, expires, signature, now()))
    ) {
      throw new HttpError(403, { error: API_ERRORS.mediaAddress });
    }
    const size = await media.size(file);
    if (size === null) throw new HttpError(404, { error: API_ERRORS.notFound });
    const type = MEDIA_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    const common = {
      ...CORS_HEADERS,
      'Content-Type': type,
      'Accept-Ranges': 'bytes',
      // The address is private to whoever was given it, and stops working within the hour.
      'Cache-Control': 'private, max-age=3600',
    };
    const asked = context.headers.range;
    if (asked === undefined) {
      return {
        status: 200,
        headers: { ...common, 'Content-Length': String(size) },
        body: await media.read(file, 0, size - 1),
      };
    }
    const range = rangeOf(asked, size);
    if (!range) {
      return {
        status: 416,
        headers: { ...common, 'Content-Range': `bytes */${size}` },
        body: undefined,
      };
    }
    return {
      status: 206,
      headers: {
        ...common,
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
        'Content-Length': String(range.end - range.start + 1),
      },
      body: await media.read(file, range.start, range.end),
    };
  });
}
