/** Links into the lesson player, from the one table of pages (./siteMap.ts). */
import { SITE_PAGES } from './siteMap';

/** `/learn/{courseId}`: the course's lesson player, where the learner left off. */
export const learnCoursePath = (courseId: string): string =>
  SITE_PAGES.learnCourse.path.replace(':courseId', encodeURIComponent(courseId));

/** `/learn/{courseId}/{lessonId}`: one lesson of the course. */
export const learnLessonPath = (courseId: string, lessonId: string): string =>
  SITE_PAGES.learnLesson.path
    .replace(':courseId', encodeURIComponent(courseId))
    .replace(':lessonId', encodeURIComponent(lessonId));
