/**
 * A course by id wherever it is kept: on offer (`courses`) or withdrawn (`withdrawnCourses`: deleted
 * while someone was enrolled in it), and who may still read a withdrawn one. Enrolling, paying and
 * reading the course page check here; lessons and certificates will too.
 */
import type { Course } from '@/shared/domain/entities';
import { rolesIn } from '../core/auth';
import { API_ERRORS, HttpError } from '../core/errors';
import { isObjectId } from '../ids';
import type { DataView, Frozen } from '../store';

export interface FoundCourse {
  course: Frozen<Course>;
  /** True when the course is no longer offered (it is in `withdrawnCourses`). */
  withdrawn: boolean;
}

/** The course with that id, offered or withdrawn; undefined for an unknown or malformed id. */
export function findCourse(data: Pick<DataView, 'get'>, id: string): FoundCourse | undefined {
  if (!isObjectId(id)) return undefined;
  const offered = data.get('courses', id);
  if (offered) return { course: offered, withdrawn: false };
  const withdrawn = data.get('withdrawnCourses', id);
  return withdrawn ? { course: withdrawn, withdrawn: true } : undefined;
}

/**
 * Whether the account `uid` still reads a withdrawn course: it holds an enrollment in it (any
 * status), it teaches it, or it is an admin's.
 */
export function readsWithdrawnCourse(
  data: Pick<DataView, 'where' | 'get'>,
  courseId: string,
  uid: string,
): boolean {
  if (data.where('enroll', 'courseId', courseId).some((item) => item.uid === uid)) return true;
  const course = data.get('withdrawnCourses', courseId);
  return rolesIn(data, uid).admin || (course?.instructorIds?.includes(uid) ?? false);
}

/** The answer about a withdrawn course: 410 to read it, 409 to enroll in it or pay for it. */
export const courseWithdrawn = (status: 409 | 410): HttpError =>
  new HttpError(status, { error: API_ERRORS.courseWithdrawn, code: 'course_withdrawn' });

/**
 * A course as the catalogue answers it: without the account ids of its instructors, which only
 * admins and the instructors themselves read (GET /courses/{id}/instructors).
 */
export function publicCourse<T extends { instructorIds?: readonly string[] }>(
  course: T,
): Omit<T, 'instructorIds'> {
  const { instructorIds: _instructors, ...rest } = course;
  return rest;
}
