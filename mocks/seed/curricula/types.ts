/**
 * A seed course's curriculum as it is written (one file per course in this folder): chapters of
 * lessons, in order. The seed builder turns these into the `chapters` and `lessons` collections of
 * db.json (json-server style: each names its course), with fixed ids.
 */

/** The seeded videos (mocks/seed/media): two general ones every course shares, six on a subject. */
export type SeedVideoId =
  | 'how-this-course-works'
  | 'planning-your-study-week'
  | 'what-data-science-is'
  | 'how-the-web-works'
  | 'python-in-a-minute'
  | 'writing-a-thesis-statement'
  | 'the-marketing-funnel'
  | 'finding-freelance-clients';

export interface SeedTextLesson {
  kind: 'text';
  title: string;
  /** Reading time. */
  minutes: number;
  /** Open to everyone, enrolled or not. */
  preview?: boolean;
  /** Markdown (GitHub-flavoured: headings from ##, lists, tables, code, links); at least 150 words. */
  body: string;
  /**
   * An instructor's draft, not yet published (learners do not see it), with an id of its own
   * outside the numbered sequence so that adding one moves no other lesson's id.
   */
  draft?: { lessonId: string };
}

export interface SeedVideoLesson {
  kind: 'video';
  title: string;
  minutes: number;
  preview?: boolean;
  video: SeedVideoId;
}

export interface SeedQuizQuestion {
  prompt: string;
  /** More than one option is correct: the learner ticks every correct one. */
  multiple: boolean;
  /** 2 to 6 options. */
  options: string[];
  /** Indexes into `options` of the correct ones (one for a single-choice question). */
  correct: number[];
  /** Why the answer is right, shown after the attempt. */
  explanation: string;
}

export interface SeedQuizLesson {
  kind: 'quiz';
  title: string;
  minutes: number;
  preview?: boolean;
  /** Percent of the questions to answer right to pass. */
  passMark: number;
  /** 1 to 20 questions. */
  questions: SeedQuizQuestion[];
}

export type SeedLesson = SeedTextLesson | SeedVideoLesson | SeedQuizLesson;

export interface SeedChapter {
  title: string;
  lessons: SeedLesson[];
}

export interface SeedCurriculum {
  /** The course's _id in db.json. */
  courseId: string;
  chapters: SeedChapter[];
}
