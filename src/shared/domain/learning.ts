/**
 * Learning: a course's curriculum (chapters of lessons), what a lesson holds, and a learner's
 * progress, as the API stores and answers them (docs/api.yaml; docs/decisions.md, "Learning").
 * Chapters and lessons are collections of their own that name their course, json-server style.
 */
import type { EntityId } from './entities';

export const LESSON_KINDS = ['text', 'video', 'quiz'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** The limits the server enforces on a curriculum and on a quiz. */
export const LEARNING_LIMITS = {
  quizQuestionsMin: 1,
  quizQuestionsMax: 20,
  quizOptionsMin: 2,
  quizOptionsMax: 6,
  /** Playback speeds the player offers; the fastest bounds what a video report may claim. */
  playbackRates: [0.75, 1, 1.25, 1.5, 2] as const,
  /** A video counts as watched once this share of its length has been played. */
  videoCompleteShare: 0.9,
  /** A learner past this percent of a course can no longer refund it themselves. */
  refundProgressMaxPercent: 50,
} as const;

export const FASTEST_PLAYBACK_RATE = Math.max(...LEARNING_LIMITS.playbackRates);

export interface Chapter {
  _id: EntityId;
  courseId: EntityId;
  title: string;
  /** Order within the course, from 1. */
  position: number;
}

export interface QuizOption {
  id: string;
  text: string;
}

/** A question as a learner sees it before answering: no correct answers, no explanation. */
export interface QuizQuestionShown {
  id: string;
  prompt: string;
  /** More than one option may be correct: the learner picks every correct one. */
  multiple: boolean;
  options: QuizOption[];
}

export interface QuizQuestion extends QuizQuestionShown {
  /** Ids of the correct options (one for a single-choice question). */
  correct: string[];
  explanation: string;
}

export interface LessonVideo {
  /** The video's files, by format ('video/mp4', 'video/webm'), kept by the server's media store. */
  files: { type: 'video/mp4' | 'video/webm'; file: string }[];
  poster: string;
  /** WebVTT captions: required, no video without them. */
  captions: string;
  /** The length in seconds, read from the container. */
  durationSeconds: number;
  transcript: string;
}

/** A lesson as stored. */
export interface Lesson {
  _id: EntityId;
  courseId: EntityId;
  chapterId: EntityId;
  /** Order within its chapter, from 1. */
  position: number;
  title: string;
  kind: LessonKind;
  /** Reading, watching or answering time. */
  minutes: number;
  /** Open to everyone, enrolled or not. */
  preview: boolean;
  /** Learners see published lessons only (teachers write drafts). */
  published: boolean;
  /** Markdown, for a text lesson. */
  body?: string;
  video?: LessonVideo;
  quiz?: LessonQuiz;
  /**
   * The next version of a published lesson, as its authors edit it; learners keep the published
   * fields above until it is published. An unpublished lesson is edited in place and has none.
   */
  draft?: LessonDraft;
  /** Counts every saved change (absent: 1); a save names the version it changes (If-Match). */
  version?: number;
  /** The last change: when, and by which account. */
  updatedAt?: string;
  updatedBy?: string;
  /** When it was first published. */
  publishedAt?: string;
}

export interface LessonQuiz {
  /** Percent of questions answered right that passes. */
  passMark: number;
  questions: QuizQuestion[];
}

/** What an author edits of a lesson (its kind is fixed when it is made). */
export interface LessonDraft {
  title: string;
  minutes: number;
  preview: boolean;
  body?: string;
  video?: LessonVideo;
  quiz?: LessonQuiz;
}

/** A lesson in a course's outline: what anyone may see of it. */
export interface OutlineLesson {
  _id: EntityId;
  title: string;
  kind: LessonKind;
  minutes: number;
  preview: boolean;
}

export interface OutlineChapter {
  _id: EntityId;
  title: string;
  lessons: OutlineLesson[];
}

/** GET /courses/{id}/curriculum: the published outline, with its totals. */
export interface Curriculum {
  courseId: EntityId;
  chapters: OutlineChapter[];
  lessonCount: number;
  /** Sum of the lessons' minutes. */
  minutes: number;
}

/** A video's address, signed and expiring (GET /media/{file}?expires=&signature=). */
export interface SignedVideo {
  sources: { type: 'video/mp4' | 'video/webm'; url: string }[];
  poster: string;
  captions: string;
  durationSeconds: number;
  transcript: string;
  /** When the addresses stop working (ISO): the player asks for the lesson again after. */
  expiresAt: string;
}

/** GET /lessons/{id}: the lesson with its content, for whoever may open it. */
export interface LessonContent extends OutlineLesson {
  courseId: EntityId;
  chapterId: EntityId;
  body?: string;
  video?: SignedVideo;
  quiz?: { passMark: number; questions: QuizQuestionShown[] };
}

/** A video's progress: the seconds played, as merged ranges, and where the learner was. */
export interface VideoProgress {
  position: number;
  /** Played ranges [start, end] in seconds, merged, added up across visits. */
  played: [number, number][];
}

export interface QuizAnswer {
  questionId: string;
  optionIds: string[];
}

/** A graded attempt (POST /lessons/{id}/attempts). */
export interface QuizAttempt {
  _id: EntityId;
  lessonId: EntityId;
  submittedAt: string;
  /** Percent of questions answered right. */
  score: number;
  passed: boolean;
  passMark: number;
  results: {
    questionId: string;
    correct: boolean;
    chosen: string[];
    correctOptionIds: string[];
    explanation: string;
  }[];
}

/** A learner's progress in a course, kept per account and course (GET /progress/{courseId}). */
export interface CourseProgress {
  courseId: EntityId;
  /** Completed lessons (published ones count). */
  completedLessonIds: EntityId[];
  lastLessonId?: EntityId;
  /** 0 to 100, computed by the server; a course with no lessons is 0; a Completed course 100. */
  percent: number;
  /** Set when every lesson was complete: the course is Completed. */
  completedAt?: string;
  videos: Record<EntityId, VideoProgress>;
  /** The best attempt of each quiz. */
  bestAttempts: Record<EntityId, { score: number; passed: boolean }>;
}

/** A learner's progress in a course as the server stores it: one record per account and course. */
export interface ProgressRecord {
  _id: EntityId;
  uid: string;
  courseId: EntityId;
  /** Each completed lesson, with when. */
  completed: { lessonId: EntityId; at: string }[];
  lastLessonId?: EntityId;
  lastVisitedAt?: string;
  /** Every lesson was complete at this moment: the course is Completed for good. */
  completedAt?: string;
  videos: {
    lessonId: EntityId;
    position: number;
    played: [number, number][];
    /** How long the lesson was open in earlier visits, up to their last report (ms). */
    openMs: number;
    /** When the current visit began; its time counts up to now. */
    visitStartedAt?: string;
    updatedAt: string;
  }[];
}

/** A quiz attempt as the server stores it. */
export interface QuizAttemptRecord extends QuizAttempt {
  uid: string;
  courseId: EntityId;
  /** The client's Idempotency-Key: a retried submit answers this attempt again. */
  idempotencyKey?: string;
  answers: QuizAnswer[];
}

/**
 * A row of GET /progress (docs/api.yaml, ProgressRow): the signed-in learner's progress in one
 * course they may learn from (a paid enrollment, or a free course), with the course's name. A page
 * at a time, json-server style (X-Total-Count); `_sort=lastVisitedAt&_order=desc&_limit=1` gives
 * the last course visited.
 */
export interface ProgressRow {
  _id: EntityId;
  courseId: EntityId;
  courseName: string;
  /** 0 to 100, as in CourseProgress. */
  percent: number;
  lastLessonId?: EntityId;
  lastVisitedAt?: string;
  /** Set once the course is Completed. */
  completedAt?: string;
  /** The learner's valid certificate in the course, once issued (docs/decisions.md, "Certificates"). */
  certificateId?: string;
}
