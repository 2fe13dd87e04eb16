import { COURSE_CATEGORIES, type Enrollment } from '@/shared/domain/entities';
import { isRefundWindowOpen } from '@/shared/domain/refundWindow';
import {
  assignedCourseSchema,
  courseSchema,
  enrollmentSchema,
  reviewSchema,
  validatePayload,
} from '@/shared/domain/schemas';
import { isObjectId } from '../api/ids';
import { SEED_TIME } from '../api/seedTimes';
import { SEED_ACCOUNTS } from './accounts';
import { seedDatabase, SEED_IDS } from './index';

const db = seedDatabase();
const payloadOf = <T extends { _id: string }>(record: T): Omit<T, '_id'> => {
  const copy: Partial<T> = { ...record };
  delete copy._id;
  return copy as Omit<T, '_id'>;
};

describe('seed (db.json)', () => {
  it('has at least 12 valid courses, 3+ per category, with local images', async () => {
    expect(db.courses.length).toBeGreaterThanOrEqual(12);
    for (const category of COURSE_CATEGORIES) {
      expect(
        db.courses.filter((course) => course.category === category).length,
      ).toBeGreaterThanOrEqual(3);
    }
    for (const course of db.courses) {
      // The instructors are named apart (PUT /courses/{id}/instructors), not in a new course.
      const { instructorIds: _instructors, ...fields } = course;
      const payload = payloadOf(fields);
      expect(await validatePayload(courseSchema, payload)).toEqual({ ok: true, value: payload });
      expect(course.img).toMatch(/^\/images\/courses\/[a-z0-9-]+\.webp$/);
      // Every course is priced from 49 to 199 $, but the one free course QA uses.
      if (course.name !== 'Social Media Growth') {
        expect(course.price).toBeGreaterThanOrEqual(49);
        expect(course.price).toBeLessThanOrEqual(199);
      } else expect(course.price).toBe(0);
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
      // What a learner sends is valid; the rest is the server's (name, status and times).
      const { name, status, paidAt, refundedAt, ...payload } = payloadOf(enrollment);
      expect((await validatePayload(enrollmentSchema, payload)).ok).toBe(true);
      expect(typeof name).toBe('string');
      expect(paidAt === undefined).toBe(status === 'Progressing');
      expect(refundedAt === undefined).toBe(status !== 'Refunded');
    }
  });

  it("copies each enrollment's name and price from its course, one open enrollment per learner and course", () => {
    for (const enrollment of db.enroll) {
      const course = db.courses.find((item) => item._id === enrollment.courseId);
      expect(course).toBeDefined();
      expect({ name: enrollment.name, price: enrollment.price }).toEqual({
        name: course?.name,
        price: course?.price,
      });
    }
    const open = db.enroll
      .filter((item) => item.status !== 'Refunded')
      .map((item) => `${item.email.toLowerCase()} ${item.courseId}`);
    expect(new Set(open).size).toBe(open.length);
    expect(db.courses.find((item) => item._id === SEED_IDS.dataScienceCourse)?.name).toBe(
      'Data Science',
    );
  });

  it('has exactly one succeeded charge of price x 100 cents for each paid or refunded enrollment, none for the others', () => {
    for (const enrollment of db.enroll) {
      const charges = db.payments.filter(
        (item) => item.enrollmentId === enrollment._id && item.status === 'succeeded',
      );
      if (enrollment.status === 'Progressing') {
        expect(charges).toEqual([]);
        continue;
      }
      expect(charges).toHaveLength(1);
      const [charge] = charges;
      expect(charge).toMatchObject({
        email: enrollment.email,
        productName: enrollment.name,
        amount: Math.round(enrollment.price * 100),
        currency: 'usd',
        createdAt: enrollment.paidAt,
      });
      expect(charge?.card.last4).toMatch(/^\d{4}$/);
      expect(charge?.receiptNumber).toMatch(/^\d{8}-[0-9A-F]{6}$/);
      if (enrollment.status === 'Refunded') {
        expect(charge?.refund).toMatchObject({
          amount: charge?.amount,
          refundedAt: enrollment.refundedAt,
        });
      } else {
        expect(charge?.refund).toBeUndefined();
      }
    }
    expect(db.payments.every((item) => db.enroll.some((e) => e._id === item.enrollmentId))).toBe(
      true,
    );
    const receipts = db.payments.map((item) => item.receiptNumber);
    expect(new Set(receipts).size).toBe(receipts.length);
  });

  it('gives learner@example.com one unpaid enrollment and two paid ones, Maria one paid and one refunded', () => {
    const statusOf = (email: string) =>
      db.enroll
        .filter((item) => item.email === email)
        .map((item) => [item._id, item.status] as const);
    expect(statusOf('learner@example.com')).toEqual([
      [SEED_IDS.unpaidEnrollment, 'Progressing'],
      [SEED_IDS.paidInWindow, 'Paid'],
      [SEED_IDS.paidWindowClosed, 'Paid'],
    ]);
    expect(statusOf('maria.garcia@example.com')).toEqual([
      [SEED_IDS.paidEnrollment, 'Paid'],
      [SEED_IDS.refundedEnrollment, 'Refunded'],
    ]);
  });

  it('keeps the refund window open for paidInWindow and closed for paidWindowClosed whenever the seed is restored', () => {
    for (const now of [Date.parse(SEED_TIME), Date.now(), Date.UTC(2030, 0, 1)]) {
      const restored = seedDatabase(now);
      const paidAt = (id: string): string =>
        restored.enroll.find((item: Enrollment) => item._id === id)?.paidAt ?? '';
      expect(isRefundWindowOpen(paidAt(SEED_IDS.paidInWindow), now)).toBe(true);
      expect(isRefundWindowOpen(paidAt(SEED_IDS.paidWindowClosed), now)).toBe(false);
      const times = [
        ...restored.enroll.flatMap((item) => [item.paidAt, item.refundedAt]),
        ...restored.payments.flatMap((item) => [item.createdAt, item.refund?.refundedAt]),
        ...restored.outbox.map((item) => item.receivedAt),
      ].filter((time): time is string => time !== undefined);
      expect(times.every((time) => Date.parse(time) <= now)).toBe(true);
    }
  });

  it('names a seeded account as the owner of every enrollment and payment', () => {
    const accounts = new Set(SEED_ACCOUNTS.map((account) => account.uid));
    for (const owned of [...db.enroll, ...db.payments]) expect(accounts).toContain(owned.uid);
    for (const enrollment of db.enroll) {
      expect(SEED_ACCOUNTS.find((account) => account.uid === enrollment.uid)?.email).toBe(
        enrollment.email,
      );
    }
  });

  it('has the seeded accounts with their ids and roles, matching accounts.ts', () => {
    expect(
      db.users.map(({ uid, email, displayName, admin, teacher }) => ({
        uid,
        email,
        displayName,
        admin,
        teacher,
      })),
    ).toEqual(
      SEED_ACCOUNTS.map((account) => ({
        uid: account.uid,
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
      'Maria#2026',
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
