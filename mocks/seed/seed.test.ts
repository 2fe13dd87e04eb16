import { COURSE_CATEGORIES } from '../../src/app/domain/entities';
import {
  assignedCourseSchema,
  courseSchema,
  enrollmentSchema,
  reviewSchema,
  validatePayload,
} from '../../src/app/domain/schemas';
import { isObjectId } from '../api/ids';
import { SEED_ACCOUNTS } from './accounts';
import { seedDatabase, SEED_IDS } from './index';

const db = seedDatabase();
const payloadOf = <T extends { _id: string }>(record: T): Omit<T, '_id'> => {
  const copy: Partial<T> = { ...record };
  delete copy._id;
  return copy as Omit<T, '_id'>;
};

describe('seed (db.json, D13)', () => {
  it('has at least 12 valid courses, 3+ per category, with local images', async () => {
    expect(db.courses.length).toBeGreaterThanOrEqual(12);
    for (const category of COURSE_CATEGORIES) {
      expect(
        db.courses.filter((course) => course.category === category).length,
      ).toBeGreaterThanOrEqual(3);
    }
    for (const course of db.courses) {
      const payload = payloadOf(course);
      expect(await validatePayload(courseSchema, payload)).toEqual({ ok: true, value: payload });
      expect(course.img).toMatch(/^\/images\/courses\/[a-z0-9-]+\.webp$/);
      expect(course.price).toBeGreaterThanOrEqual(49);
      expect(course.price).toBeLessThanOrEqual(199);
      expect(course.star).toBeGreaterThanOrEqual(3.5);
    }
  });

  it('has 10+ reviews, 3+ assigned courses and valid enrollments', async () => {
    expect(db.review.length).toBeGreaterThanOrEqual(10);
    expect(db.assigncourse.length).toBeGreaterThanOrEqual(3);
    for (const review of db.review)
      expect((await validatePayload(reviewSchema, payloadOf(review))).ok).toBe(true);
    for (const item of db.assigncourse)
      expect((await validatePayload(assignedCourseSchema, payloadOf(item))).ok).toBe(true);
    for (const enrollment of db.enroll) {
      const { status, paidAt, ...payload } = payloadOf(enrollment);
      expect(['Progressing', 'Paid']).toContain(status);
      expect(paidAt === undefined).toBe(status === 'Progressing');
      expect((await validatePayload(enrollmentSchema, payload)).ok).toBe(true);
    }
  });

  it('gives learner@example.com exactly two Progressing enrollments', () => {
    const mine = db.enroll.filter((item) => item.email === 'learner@example.com');
    expect(mine.map((item) => item._id)).toEqual([...SEED_IDS.learnerEnrollments]);
    expect(mine.every((item) => item.status === 'Progressing')).toBe(true);
  });

  it('has the three accounts with their roles, matching accounts.ts', () => {
    expect(
      db.users.map(({ email, displayName, admin, teacher }) => ({
        email,
        displayName,
        admin,
        teacher,
      })),
    ).toEqual(
      SEED_ACCOUNTS.map((account) => ({
        email: account.email,
        displayName: account.displayName,
        admin: account.role === 'admin',
        teacher: account.role === 'teacher',
      })),
    );
    expect(SEED_ACCOUNTS.map((account) => account.password)).toEqual([
      'Admin#2026',
      'Teacher#2026',
      'Learner#2026',
    ]);
  });

  it('uses unique 24-hex ids everywhere', () => {
    const ids = [db.courses, db.enroll, db.review, db.assigncourse, db.users, db.payments]
      .flat()
      .map((item) => item._id);
    expect(ids.every(isObjectId)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('returns a fresh copy each time', () => {
    const copy = seedDatabase();
    copy.courses.length = 0;
    expect(seedDatabase().courses.length).toBe(db.courses.length);
  });
});
