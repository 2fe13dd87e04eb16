import type {
  CourseProgress,
  Curriculum,
  LessonKind,
  OutlineChapter,
  OutlineLesson,
} from '@/shared/domain/learning';

/** A lesson where it stands in the course: its chapter, and the lessons before and after it. */
export interface LessonPlace {
  lesson: OutlineLesson;
  chapter: OutlineChapter;
  /** 1-based, across the course. */
  number: number;
  previous?: OutlineLesson;
  next?: OutlineLesson;
}

/** Every lesson of the course in order, with its chapter. */
export function lessonsInOrder(
  curriculum: Curriculum,
): { lesson: OutlineLesson; chapter: OutlineChapter }[] {
  return curriculum.chapters.flatMap((chapter) =>
    chapter.lessons.map((lesson) => ({ lesson, chapter })),
  );
}

/** Where `lessonId` stands in the course; undefined when the course has no such lesson. */
export function placeOf(curriculum: Curriculum, lessonId: string): LessonPlace | undefined {
  const lessons = lessonsInOrder(curriculum);
  const index = lessons.findIndex(({ lesson }) => lesson._id === lessonId);
  const found = lessons[index];
  if (!found) return undefined;
  return {
    ...found,
    number: index + 1,
    previous: lessons[index - 1]?.lesson,
    next: lessons[index + 1]?.lesson,
  };
}

/**
 * The lesson `/learn/{courseId}` opens: where the learner left off, if that lesson is still in the
 * course, else the first lesson; undefined for a course without lessons.
 */
export function resumeLessonId(
  curriculum: Curriculum,
  progress: CourseProgress | undefined,
): string | undefined {
  const lessons = lessonsInOrder(curriculum);
  const last = progress?.lastLessonId;
  if (last && lessons.some(({ lesson }) => lesson._id === last)) return last;
  return lessons[0]?.lesson._id;
}

/** How many of a chapter's lessons are complete. */
export const completedIn = (chapter: OutlineChapter, completed: ReadonlySet<string>): number =>
  chapter.lessons.filter((lesson) => completed.has(lesson._id)).length;

export const KIND_LABELS: Record<LessonKind, string> = {
  text: 'Reading',
  video: 'Video',
  quiz: 'Quiz',
};
