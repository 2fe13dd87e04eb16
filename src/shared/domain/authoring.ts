/**
 * Authoring (docs/decisions.md, "Authoring"): what a course's instructors and admins read and send
 * when they write its curriculum (docs/api.yaml). Learners never receive these shapes.
 */
import type { EntityId } from './entities';
import type { LessonKind, LessonQuiz, LessonVideo } from './learning';

/** GET /teaching: a course the signed-in teacher teaches (an admin: every course). */
export interface TaughtCourse {
  _id: EntityId;
  name: string;
  img: string;
  /** Published lessons. */
  lessonCount: number;
  /** Lessons not yet published, and published ones with unpublished changes. */
  draftCount: number;
}

/** GET /courses/{id}/instructors: a teacher named on the course. */
export interface Instructor {
  uid: string;
  displayName: string;
  email: string;
}

/** A lesson as its course's editor lists it. */
export interface AuthoringLessonRow {
  _id: EntityId;
  title: string;
  kind: LessonKind;
  minutes: number;
  preview: boolean;
  /** Learners see it (its published version). */
  published: boolean;
  /** Published, with changes that learners do not see yet. */
  hasChanges: boolean;
  /** Learners who have completed it (their progress would lose it if it were deleted). */
  completions: number;
}

export interface AuthoringChapter {
  _id: EntityId;
  title: string;
  position: number;
  lessons: AuthoringLessonRow[];
}

/** GET /courses/{id}/authoring: every chapter and lesson, drafts included. */
export interface AuthoringCurriculum {
  courseId: EntityId;
  courseName: string;
  chapters: AuthoringChapter[];
}

/** GET /lessons/{id}/edit: the version an author edits (the draft, else the published one). */
export interface EditableLesson {
  _id: EntityId;
  courseId: EntityId;
  chapterId: EntityId;
  kind: LessonKind;
  title: string;
  minutes: number;
  preview: boolean;
  body?: string;
  quiz?: LessonQuiz;
  video?: LessonVideo;
  published: boolean;
  hasChanges: boolean;
  /** The version this is: a save sends it back as `If-Match: "<version>"`. */
  version: number;
  updatedAt?: string;
  /** Who made the last change (their display name, else their email). */
  updatedBy?: string;
}

/** PUT /lessons/{id}/edit: the lesson's fields as the author has them (its kind stays). */
export interface LessonEdit {
  title: string;
  minutes: number;
  preview: boolean;
  body?: string;
  quiz?: LessonQuiz;
  /** A video lesson's transcript; its files come by upload. */
  transcript?: string;
}

/** 409 edit_conflict: someone saved the lesson since the version the author started from. */
export interface EditConflict {
  error: string;
  code: 'edit_conflict';
  version: number;
  updatedAt?: string;
  updatedBy?: string;
}

export type MoveDirection = 'up' | 'down';

/** What keeps a lesson's version from being published, in words for its author; none: ready. */
export function publishableProblems(lesson: {
  kind: LessonKind;
  title: string;
  body?: string;
  quiz?: LessonQuiz;
  video?: LessonVideo;
}): string[] {
  const problems: string[] = [];
  if (lesson.title.trim() === '') problems.push('Give the lesson a title.');
  if (lesson.kind === 'text' && (lesson.body ?? '').trim() === '') {
    problems.push('Write the lesson’s text.');
  }
  if (lesson.kind === 'quiz' && (lesson.quiz?.questions.length ?? 0) === 0) {
    problems.push('Add at least one question.');
  }
  if (lesson.kind === 'video') {
    const video = lesson.video;
    if (!video || video.files.length === 0) problems.push('Upload the video.');
    if (!video?.poster) problems.push('Upload a poster image.');
    if (!video?.captions) problems.push('Upload the captions (WebVTT).');
    if (!video?.transcript.trim()) problems.push('Write the transcript.');
  }
  return problems;
}

/** A lesson's line in its course's figures. */
export interface LessonFigure {
  lessonId: EntityId;
  title: string;
  kind: LessonKind;
  /** Counted learners who completed it. */
  completions: number;
  /** Percent of the counted learners who completed it (0 without learners). */
  completedShare: number;
  /** The lesson after which most learners stop: the largest fall from the lesson before. */
  biggestDrop: boolean;
}

/** A quiz's line in its course's figures. */
export interface QuizFigure {
  lessonId: EntityId;
  title: string;
  /** Counted learners who attempted it. */
  learnersAttempted: number;
  /** Percent of them whose best attempt passed. */
  passRate: number;
  /** The question answered right least often in their attempts. */
  hardestQuestion?: { questionId: string; prompt: string; rightShare: number };
}

/**
 * GET /courses/{id}/figures (docs/decisions.md, "Authoring"): how the course's learners are doing.
 * Learners with a Paid enrollment, or enrolled in a free course, count; refunded ones, admins and
 * the course's instructors do not. Percents are whole numbers.
 */
export interface CourseFigures {
  courseId: EntityId;
  courseName: string;
  learners: number;
  /** Learners who opened or completed a lesson in the last 7 days. */
  activeLast7Days: number;
  /** Percent of learners whose course is Completed. */
  completionRate: number;
  /** The learners' mean percent. */
  averageProgress: number;
  lessons: LessonFigure[];
  quizzes: QuizFigure[];
}
