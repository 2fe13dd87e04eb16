import type { Course, Enrollment } from '@/shared/domain/entities';
import { getMockDatabase, SEED_UIDS, setMockDatabase } from '../../mocks/node';

/** A course deleted while learner@example.com was enrolled in it (not paid): withdrawn. */
export const WITHDRAWN_COURSE: Course = {
  _id: '6650a1c0000000000000a001',
  name: 'Retired Course',
  description: 'A course the school no longer offers.',
  price: 25,
  star: 4.2,
  img: '/images/courses/calculus.webp',
  category: 'Academic',
  withdrawn: true,
  withdrawnAt: '2026-11-20T12:00:00.000Z',
};

/** The learner enrolled in WITHDRAWN_COURSE (a seeded account). */
export const WITHDRAWN_COURSE_LEARNER = 'learner@example.com';

/**
 * Puts WITHDRAWN_COURSE in the mock database as the API keeps a withdrawn course (out of the
 * catalogue, in `withdrawnCourses`), with WITHDRAWN_COURSE_LEARNER's unpaid enrollment in it.
 */
export function addWithdrawnCourse(): void {
  const db = getMockDatabase();
  const enrollment: Enrollment = {
    _id: '6650a4c0000000000000a001',
    courseId: WITHDRAWN_COURSE._id,
    name: WITHDRAWN_COURSE.name,
    price: WITHDRAWN_COURSE.price,
    uid: SEED_UIDS[WITHDRAWN_COURSE_LEARNER] ?? '',
    displayName: 'Lena Learner',
    email: WITHDRAWN_COURSE_LEARNER,
    status: 'Progressing',
  };
  setMockDatabase({
    ...db,
    withdrawnCourses: [...db.withdrawnCourses, WITHDRAWN_COURSE],
    enroll: [...db.enroll, enrollment],
  });
}
