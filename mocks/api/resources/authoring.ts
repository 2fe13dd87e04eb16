/**
 * Authoring (docs/decisions.md, "Authoring"): a course's instructors and admins write its chapters
 * and lessons. A lesson is a draft until it is published; editing a published lesson edits its
 * next version (`draft`), which learners see only once it is published. Every save names the
 * version it changes (If-Match): a save over someone else's answers 409 with who and when. Admins
 * name a course's instructors. Everyone else gets 403.
 */
import type {
  AuthoringCurriculum,
  EditableLesson,
  EditConflict,
  Instructor,
  LessonEdit,
  MoveDirection,
  TaughtCourse,
} from '@/shared/domain/authoring';
import { issueCertificateIfCompleted } from '../certificates';
import { publishableProblems } from '@/shared/domain/authoring';
import type { Course } from '@/shared/domain/entities';
import type {
  Chapter,
  Lesson,
  LessonDraft,
  LessonVideo,
  ProgressRecord,
} from '@/shared/domain/learning';
import {
  chapterSchema,
  instructorsSchema,
  lessonEditSchema,
  moveSchema,
  newLessonSchema,
} from '@/shared/domain/schemas';
import { rolesIn, userOf } from '../core/auth';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS, HttpError } from '../core/errors';
import { json, type Context } from '../core/routing';
import { validated } from '../core/validation';
import { isObjectId, newObjectId } from '../ids';
import { listOf, type ListFields } from '../listParams';
import { mayAuthor, publishedLessonIds } from '../learning';
import type { DataView, Frozen, RecordPatch, Transaction } from '../store';
import { findCourse } from './courseAccess';

/** 403 for anyone who neither teaches the course nor is an admin. */
export const notAnInstructor = (): HttpError =>
  new HttpError(403, {
    error: 'Only the course’s instructors and admins may do this',
    code: 'not_an_instructor',
  });

/** GET /teaching: searched by name, sorted by name. */
const TEACHING_LIST: ListFields<Frozen<Course>, 'name'> = {
  searchIn: (course) => [course.name],
  sortFields: { name: (course) => course.name },
};

const versionOf = (lesson: Frozen<Lesson>): number => lesson.version ?? 1;

/** A video lesson before its files are uploaded: each upload fills its part (./uploads.ts). */
export const NO_VIDEO: LessonVideo = {
  files: [],
  poster: '',
  captions: '',
  durationSeconds: 0,
  transcript: '',
};

/** The version an author edits: the draft of a published lesson, else the lesson itself. */
export function editedVersion(lesson: Frozen<Lesson>): LessonDraft {
  if (lesson.draft) return lesson.draft as LessonDraft;
  return {
    title: lesson.title,
    minutes: lesson.minutes,
    preview: lesson.preview,
    ...(lesson.body !== undefined ? { body: lesson.body } : {}),
    ...(lesson.video ? { video: lesson.video as Lesson['video'] } : {}),
    ...(lesson.quiz ? { quiz: lesson.quiz as Lesson['quiz'] } : {}),
  } as LessonDraft;
}

/** The name shown for the account that made a change. */
function authorName(data: Pick<DataView, 'where'>, uid: string | undefined): string | undefined {
  if (!uid) return undefined;
  const user = userOf(data, uid);
  return user ? user.displayName || user.email : undefined;
}

export function editable(data: Pick<DataView, 'where'>, lesson: Frozen<Lesson>): EditableLesson {
  const version = editedVersion(lesson);
  const updatedBy = authorName(data, lesson.updatedBy);
  return {
    _id: lesson._id,
    courseId: lesson.courseId,
    chapterId: lesson.chapterId,
    kind: lesson.kind,
    ...version,
    published: lesson.published,
    hasChanges: lesson.published && lesson.draft !== undefined,
    version: versionOf(lesson),
    ...(lesson.updatedAt ? { updatedAt: lesson.updatedAt } : {}),
    ...(updatedBy ? { updatedBy } : {}),
  };
}

/** `If-Match: "<version>"` (or W/"<version>", or the bare number): the version a save changes. */
function ifMatchVersion(context: Context): number {
  const header = context.headers['if-match'];
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header?.trim() ?? '');
  if (!match) {
    throw new HttpError(428, {
      error: 'Send If-Match with the version you edited (the ETag of GET /lessons/{id}/edit)',
      code: 'if_match_required',
    });
  }
  return Number(match[1]);
}

function conflict(data: Pick<DataView, 'where'>, lesson: Frozen<Lesson>): HttpError {
  const updatedBy = authorName(data, lesson.updatedBy);
  const when = lesson.updatedAt ? ` at ${lesson.updatedAt}` : '';
  const body: EditConflict = {
    error: `This lesson was changed${updatedBy ? ` by ${updatedBy}` : ''}${when} since you opened it`,
    code: 'edit_conflict',
    version: versionOf(lesson),
    ...(lesson.updatedAt ? { updatedAt: lesson.updatedAt } : {}),
    ...(updatedBy ? { updatedBy } : {}),
  };
  return new HttpError(409, body);
}

export const etag = (lesson: { version: number }) => ({ ETag: `"${lesson.version}"` });

/** Positions 1..n in the order given. */
function renumber<K extends 'chapters' | 'lessons'>(
  tx: Transaction,
  collection: K,
  records: readonly Frozen<{ _id: string; position: number }>[],
): void {
  records.forEach((record, index) => {
    if (record.position !== index + 1) {
      tx.patch(collection, record._id, { position: index + 1 } as RecordPatch<K>);
    }
  });
}

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;

/**
 * After lessons were unpublished or deleted: a learner who has now completed every published lesson
 * of the course is Completed (kept for good, as any completion).
 */
function completeWhereDone(tx: Transaction, courseId: string, at: string, gone: Set<string>): void {
  const published = [...publishedLessonIds(tx, courseId)].filter((id) => !gone.has(id));
  if (published.length === 0) return;
  for (const record of tx.where('progress', 'courseId', courseId)) {
    if (record.completedAt) continue;
    const done = new Set(record.completed.map((entry) => entry.lessonId));
    if (published.every((id) => done.has(id))) {
      tx.patch('progress', record._id, { completedAt: at } as Partial<ProgressRecord>);
      issueCertificateIfCompleted(tx, record.uid, courseId, Date.parse(at), {
        completedAt: at,
        gone,
      });
    }
  }
}

export function registerAuthoring({ route, store, now, auth }: ApiDeps): void {
  /** The course, when the caller may author it: 404 unknown, 403 not theirs. */
  const authoredCourse = async (context: Context, courseId: string) => {
    const identity = await auth.identityOf(context);
    const data = await store.view();
    const found = findCourse(data, courseId);
    if (!found) throw new HttpError(404, { error: API_ERRORS.noCourse });
    if (!mayAuthor(data, found.course, identity.uid)) throw notAnInstructor();
    return { identity, course: found.course };
  };

  /** Within a transaction: the caller may still author the course (it is checked again there). */
  const checkAuthor = (tx: Transaction, courseId: string, uid: string): Frozen<Course> => {
    const found = findCourse(tx, courseId);
    if (!found) throw new HttpError(404, { error: API_ERRORS.noCourse });
    if (!mayAuthor(tx, found.course, uid)) throw notAnInstructor();
    return found.course;
  };

  const chapterIn = (tx: Transaction, id: string): Frozen<Chapter> => {
    const chapter = isObjectId(id) ? tx.get('chapters', id) : undefined;
    if (!chapter) throw new HttpError(404, { error: 'No chapter with that id' });
    return chapter;
  };

  const lessonIn = (data: Pick<DataView, 'get'>, id: string): Frozen<Lesson> => {
    const lesson = isObjectId(id) ? data.get('lessons', id) : undefined;
    if (!lesson) throw new HttpError(404, { error: API_ERRORS.noLesson });
    return lesson;
  };

  // A page at a time (json-server style, X-Total-Count): an admin teaches every course.
  route('GET /teaching', async (context) => {
    const identity = await auth.identityOf(context);
    const data = await store.view();
    const admin = rolesIn(data, identity.uid).admin;
    const courses = admin
      ? data.db.courses
      : data.db.courses.filter((course) => course.instructorIds?.includes(identity.uid));
    const { items, total } = listOf(courses, context.query, TEACHING_LIST);
    const rows: TaughtCourse[] = items.map((course) => {
      const lessons = data.where('lessons', 'courseId', course._id);
      return {
        _id: course._id,
        name: course.name,
        img: course.img,
        lessonCount: lessons.filter((lesson) => lesson.published).length,
        draftCount: lessons.filter((lesson) => !lesson.published || lesson.draft).length,
      };
    });
    return json(200, rows, { 'X-Total-Count': String(total) });
  });

  const instructorsOf = (data: Pick<DataView, 'where'>, uids: readonly string[]): Instructor[] =>
    uids.map((uid) => {
      const user = userOf(data, uid);
      return { uid, displayName: user?.displayName ?? '', email: user?.email ?? '' };
    });

  route('PUT /courses/:id/instructors', async (context) => {
    await auth.requireAdmin(context);
    const { instructorIds } = await validated(instructorsSchema, await context.body());
    const unique = [...new Set(instructorIds)];
    await store.update((tx) => {
      const found = findCourse(tx, context.params.id ?? '');
      if (!found) throw new HttpError(404, { error: API_ERRORS.noCourse });
      const notTeachers = unique.filter((uid) => !rolesIn(tx, uid).teacher);
      if (notTeachers.length > 0) {
        throw new HttpError(400, {
          error: API_ERRORS.validation,
          fields: { instructorIds: `Not a teacher’s account: ${notTeachers.join(', ')}` },
        });
      }
      const collection = found.withdrawn ? 'withdrawnCourses' : 'courses';
      tx.patch(collection, found.course._id, { instructorIds: unique });
    });
    return json(200, instructorsOf(await store.view(), unique));
  });

  // The course's instructors with their names, for the admins who name them and the instructors.
  route('GET /courses/:id/instructors', async (context) => {
    const { course } = await authoredCourse(context, context.params.id ?? '');
    return json(200, instructorsOf(await store.view(), course.instructorIds ?? []));
  });

  route('GET /courses/:id/authoring', async (context) => {
    const { course } = await authoredCourse(context, context.params.id ?? '');
    const data = await store.view();
    const completions = new Map<string, number>();
    for (const record of data.where('progress', 'courseId', course._id)) {
      for (const entry of record.completed) {
        completions.set(entry.lessonId, (completions.get(entry.lessonId) ?? 0) + 1);
      }
    }
    const lessons = data.where('lessons', 'courseId', course._id);
    const curriculum: AuthoringCurriculum = {
      courseId: course._id,
      courseName: course.name,
      chapters: [...data.where('chapters', 'courseId', course._id)]
        .sort(byPosition)
        .map((chapter) => ({
          _id: chapter._id,
          title: chapter.title,
          position: chapter.position,
          lessons: lessons
            .filter((lesson) => lesson.chapterId === chapter._id)
            .sort(byPosition)
            .map((lesson) => {
              const version = editedVersion(lesson);
              return {
                _id: lesson._id,
                title: version.title,
                kind: lesson.kind,
                minutes: version.minutes,
                preview: version.preview,
                published: lesson.published,
                hasChanges: lesson.published && lesson.draft !== undefined,
                completions: completions.get(lesson._id) ?? 0,
              };
            }),
        })),
    };
    return json(200, curriculum);
  });

  route('POST /courses/:id/chapters', async (context) => {
    const identity = await auth.identityOf(context);
    const { title } = await validated(chapterSchema, await context.body());
    const chapter = await store.update((tx) => {
      const course = checkAuthor(tx, context.params.id ?? '', identity.uid);
      const chapters = tx.where('chapters', 'courseId', course._id);
      const created: Chapter = {
        _id: newObjectId(now()),
        courseId: course._id,
        title,
        position: chapters.length + 1,
      };
      tx.insert('chapters', created);
      return created;
    });
    return json(201, chapter);
  });

  route('PATCH /chapters/:id', async (context) => {
    const identity = await auth.identityOf(context);
    const { title } = await validated(chapterSchema, await context.body());
    const chapter = await store.update((tx) => {
      const found = chapterIn(tx, context.params.id ?? '');
      checkAuthor(tx, found.courseId, identity.uid);
      tx.patch('chapters', found._id, { title });
      return { ...found, title };
    });
    return json(200, chapter);
  });

  route('DELETE /chapters/:id', async (context) => {
    const identity = await auth.identityOf(context);
    await store.update((tx) => {
      const chapter = chapterIn(tx, context.params.id ?? '');
      checkAuthor(tx, chapter.courseId, identity.uid);
      if (tx.where('lessons', 'chapterId', chapter._id).length > 0) {
        throw new HttpError(409, {
          error: 'This chapter still has lessons: delete or move them first',
          code: 'chapter_not_empty',
        });
      }
      tx.remove('chapters', chapter._id);
      const rest = tx
        .where('chapters', 'courseId', chapter.courseId)
        .filter((item) => item._id !== chapter._id)
        .sort(byPosition);
      renumber(tx, 'chapters', rest);
    });
    return json(200, { acknowledged: true, deletedCount: 1 });
  });

  route('POST /chapters/:id/move', async (context) => {
    const identity = await auth.identityOf(context);
    const { direction } = await validated(moveSchema, await context.body());
    await store.update((tx) => {
      const chapter = chapterIn(tx, context.params.id ?? '');
      checkAuthor(tx, chapter.courseId, identity.uid);
      const order = [...tx.where('chapters', 'courseId', chapter.courseId)].sort(byPosition);
      const index = order.findIndex((item) => item._id === chapter._id);
      const other = index + (direction === 'up' ? -1 : 1);
      if (other < 0 || other >= order.length) return;
      [order[index], order[other]] = [order[other] as Frozen<Chapter>, chapter];
      renumber(tx, 'chapters', order);
    });
    return json(200, { acknowledged: true });
  });

  route('POST /chapters/:id/lessons', async (context) => {
    const identity = await auth.identityOf(context);
    const { title, kind } = await validated(newLessonSchema, await context.body());
    const lesson = await store.update((tx) => {
      const chapter = chapterIn(tx, context.params.id ?? '');
      checkAuthor(tx, chapter.courseId, identity.uid);
      const at = new Date(now()).toISOString();
      const created: Lesson = {
        _id: newObjectId(now()),
        courseId: chapter.courseId,
        chapterId: chapter._id,
        position: tx.where('lessons', 'chapterId', chapter._id).length + 1,
        title,
        kind,
        minutes: 5,
        preview: false,
        published: false,
        ...(kind === 'text' ? { body: '' } : {}),
        ...(kind === 'quiz' ? { quiz: { passMark: 70, questions: [] } } : {}),
        version: 1,
        updatedAt: at,
        updatedBy: identity.uid,
      };
      tx.insert('lessons', created);
      return created;
    });
    const answer = editable(await store.view(), lesson);
    return json(201, answer, etag(answer));
  });

  route('GET /lessons/:id/edit', async (context) => {
    const identity = await auth.identityOf(context);
    const data = await store.view();
    const lesson = lessonIn(data, context.params.id ?? '');
    const found = findCourse(data, lesson.courseId);
    if (!found || !mayAuthor(data, found.course, identity.uid)) throw notAnInstructor();
    const answer = editable(data, lesson);
    return json(200, answer, etag(answer));
  });

  route('PUT /lessons/:id/edit', async (context) => {
    const identity = await auth.identityOf(context);
    const expected = ifMatchVersion(context);
    const edit: LessonEdit = await validated(lessonEditSchema, await context.body());
    const lesson = await store.update((tx) => {
      const found = lessonIn(tx, context.params.id ?? '');
      checkAuthor(tx, found.courseId, identity.uid);
      if (versionOf(found) !== expected) throw conflict(tx, found);
      const current = editedVersion(found);
      const next: LessonDraft = {
        title: edit.title,
        minutes: edit.minutes,
        preview: edit.preview,
        ...(found.kind === 'text' ? { body: edit.body ?? current.body ?? '' } : {}),
        ...(found.kind === 'quiz'
          ? { quiz: edit.quiz ?? current.quiz ?? { passMark: 70, questions: [] } }
          : {}),
        ...(found.kind === 'video'
          ? {
              video: {
                ...(current.video ?? NO_VIDEO),
                transcript: edit.transcript ?? current.video?.transcript ?? '',
              },
            }
          : {}),
      };
      const stamp = {
        version: versionOf(found) + 1,
        updatedAt: new Date(now()).toISOString(),
        updatedBy: identity.uid,
      };
      // A published lesson's learners keep what they have: the change is its next version.
      const changes = found.published ? { draft: next, ...stamp } : { ...next, ...stamp };
      tx.patch('lessons', found._id, changes as Partial<Lesson>);
      return { ...found, ...changes } as Frozen<Lesson>;
    });
    const answer = editable(await store.view(), lesson);
    return json(200, answer, etag(answer));
  });

  route('POST /lessons/:id/publish', async (context) => {
    const identity = await auth.identityOf(context);
    const expected = ifMatchVersion(context);
    const lesson = await store.update((tx) => {
      const found = lessonIn(tx, context.params.id ?? '');
      checkAuthor(tx, found.courseId, identity.uid);
      if (versionOf(found) !== expected) throw conflict(tx, found);
      const version = editedVersion(found);
      const problems = publishableProblems({ kind: found.kind, ...version });
      if (problems.length > 0) {
        throw new HttpError(409, {
          error: `Not ready to publish: ${problems.join(' ')}`,
          code: 'not_publishable',
          problems,
        });
      }
      if (found.published && !found.draft) return found;
      const at = new Date(now()).toISOString();
      const changes: Partial<Lesson> = {
        ...version,
        published: true,
        version: versionOf(found) + 1,
        updatedAt: at,
        updatedBy: identity.uid,
        ...(found.publishedAt ? {} : { publishedAt: at }),
      };
      tx.patch('lessons', found._id, { ...changes, draft: undefined } as Partial<Lesson>);
      return { ...found, ...changes, draft: undefined } as Frozen<Lesson>;
    });
    const answer = editable(await store.view(), lesson);
    return json(200, answer, etag(answer));
  });

  route('POST /lessons/:id/unpublish', async (context) => {
    const identity = await auth.identityOf(context);
    const lesson = await store.update((tx) => {
      const found = lessonIn(tx, context.params.id ?? '');
      checkAuthor(tx, found.courseId, identity.uid);
      if (!found.published) return found;
      const at = new Date(now()).toISOString();
      // Unpublished, the lesson is edited in place again: its draft becomes the lesson.
      const changes: Partial<Lesson> = {
        ...editedVersion(found),
        published: false,
        version: versionOf(found) + 1,
        updatedAt: at,
        updatedBy: identity.uid,
      };
      tx.patch('lessons', found._id, { ...changes, draft: undefined } as Partial<Lesson>);
      completeWhereDone(tx, found.courseId, at, new Set([found._id]));
      return { ...found, ...changes, draft: undefined } as Frozen<Lesson>;
    });
    const answer = editable(await store.view(), lesson);
    return json(200, answer, etag(answer));
  });

  route('POST /lessons/:id/move', async (context) => {
    const identity = await auth.identityOf(context);
    const { direction } = await validated(moveSchema, await context.body());
    await store.update((tx) => moveLesson(tx, context.params.id ?? '', direction, identity.uid));
    return json(200, { acknowledged: true });
  });

  /**
   * Up or down one place in its chapter; from the first or last place, to the end of the chapter
   * before or the start of the one after.
   */
  function moveLesson(tx: Transaction, id: string, direction: MoveDirection, uid: string): void {
    const lesson = lessonIn(tx, id);
    checkAuthor(tx, lesson.courseId, uid);
    const siblings = [...tx.where('lessons', 'chapterId', lesson.chapterId)].sort(byPosition);
    const index = siblings.findIndex((item) => item._id === lesson._id);
    const other = index + (direction === 'up' ? -1 : 1);
    if (other >= 0 && other < siblings.length) {
      [siblings[index], siblings[other]] = [siblings[other] as Frozen<Lesson>, lesson];
      renumber(tx, 'lessons', siblings);
      return;
    }
    const chapters = [...tx.where('chapters', 'courseId', lesson.courseId)].sort(byPosition);
    const chapterIndex = chapters.findIndex((chapter) => chapter._id === lesson.chapterId);
    const target = chapters[chapterIndex + (direction === 'up' ? -1 : 1)];
    if (!target) return;
    const rest = siblings.filter((item) => item._id !== lesson._id);
    renumber(tx, 'lessons', rest);
    const targetLessons = [...tx.where('lessons', 'chapterId', target._id)].sort(byPosition);
    const order = direction === 'up' ? [...targetLessons, lesson] : [lesson, ...targetLessons];
    tx.patch('lessons', lesson._id, { chapterId: target._id });
    renumber(tx, 'lessons', order);
  }

  route('DELETE /lessons/:id', async (context) => {
    const identity = await auth.identityOf(context);
    await store.update((tx) => {
      const lesson = lessonIn(tx, context.params.id ?? '');
      checkAuthor(tx, lesson.courseId, identity.uid);
      tx.remove('lessons', lesson._id);
      const rest = tx
        .where('lessons', 'chapterId', lesson.chapterId)
        .filter((item) => item._id !== lesson._id)
        .sort(byPosition);
      renumber(tx, 'lessons', rest);
      if (lesson.published) {
        completeWhereDone(
          tx,
          lesson.courseId,
          new Date(now()).toISOString(),
          new Set([lesson._id]),
        );
      }
    });
    return json(200, { acknowledged: true, deletedCount: 1 });
  });
}
