/** Links into the authoring screens, from the one table of pages (./siteMap.ts). */
import { SITE_PAGES } from './siteMap';

/** `/instructor/courses/{courseId}`: the course's curriculum editor. */
export const curriculumEditorPath = (courseId: string): string =>
  SITE_PAGES.curriculumEditor.path.replace(':courseId', encodeURIComponent(courseId));

/** `/instructor/courses/{courseId}/figures`: the course's figures. */
export const courseFiguresPath = (courseId: string): string =>
  SITE_PAGES.courseFigures.path.replace(':courseId', encodeURIComponent(courseId));

/** `/instructor/lessons/{lessonId}`: one lesson's editor. */
export const lessonEditorPath = (lessonId: string): string =>
  SITE_PAGES.lessonEditor.path.replace(':lessonId', encodeURIComponent(lessonId));
