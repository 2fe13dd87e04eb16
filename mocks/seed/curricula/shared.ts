/** Lessons every seed course shares. */
import type { SeedVideoId, SeedVideoLesson } from './types';

/** The general video each course opens with, open to everyone. */
export const HOW_THIS_COURSE_WORKS: SeedVideoLesson = {
  kind: 'video',
  title: 'How this course works',
  minutes: 1,
  preview: true,
  video: 'how-this-course-works',
};

/** A one-minute video lesson on one of the seeded videos, open to the course's learners only. */
export const videoLesson = (video: SeedVideoId, title: string): SeedVideoLesson => ({
  kind: 'video',
  title,
  minutes: 1,
  video,
});
