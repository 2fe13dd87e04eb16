/** Lessons every seed course shares. */
import type { SeedVideoLesson } from './types';

/** The general video each course opens with, open to everyone. */
export const HOW_THIS_COURSE_WORKS: SeedVideoLesson = {
  kind: 'video',
  title: 'How this course works',
  minutes: 1,
  preview: true,
  video: 'how-this-course-works',
};
