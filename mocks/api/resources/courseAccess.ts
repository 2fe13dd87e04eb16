/**
 * A course by id wherever it is kept: on offer (`courses`) or withdrawn (`withdrawnCourses`: deleted
 * while someone was enrolled in it), and who may still read a withdrawn one. Enrolling, paying and
 * reading the course page check here; lessons and certificates will too.
 */
import type { Course } from '../../../src/shared/domain/entities';
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
 * status), or it is a teacher's or an admin's (teachers stand for the course's instructors until
 * courses name theirs).
 */
export function readsWithdrawnCourse(
  data: Pick<DataView, 'where'>,
  courseId: string,
  uid: string,
): boolean {
  if (data.where('enroll', 'courseId', courseId).some((item) => item.uid === uid)) return true;
  const roles = rolesIn(data, uid);
  return roles.admin || roles.teacher;
}

/** The answer about a withdrawn course: 410 to read it, 409 to enroll in it or pay for it. */
export const courseWithdrawn = (status: 409 | 410): HttpError =>
  new HttpError(status, { error: API_ERRORS.courseWithdrawn, code: 'course_withdrawn' });
