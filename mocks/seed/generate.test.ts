import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { COURSE_CATEGORIES } from '../../src/shared/domain/entities';
import { isRefundWindowOpen } from '../../src/shared/domain/refundWindow';
import {
  assignedCourseSchema,
  courseSchema,
  enrollmentSchema,
  LIMITS,
  reviewSchema,
  validatePayload,
} from '../../src/shared/domain/schemas';
import { parseDatabase } from '../api/database';
import { isObjectId } from '../api/ids';
import { REPO_ROOT } from '../server/paths';
import {
  COURSE_NAME_BASES,
  generateSeedAdditions,
  MAX_SEED_COURSES,
  SEED_IMAGES,
  seedCounts,
} from './generate';
import { SEED_ACCOUNTS, seedDatabase } from './index';
import { ADMIN_UID } from './accounts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const seed = seedDatabase(NOW);
const db = generateSeedAdditions(2_000, NOW, seed);

const payloadOf = <T extends { _id: string }>(record: T): Omit<T, '_id'> => {
  const copy: Partial<T> = { ...record };
  delete copy._id;
  return copy as Omit<T, '_id'>;
};

const ALL_BASES = new Set(
  COURSE_CATEGORIES.flatMap((category) => COURSE_NAME_BASES[category].map((base) => base.name)),
);

/** The name before its number ("Python Data 12" -> "Python Data"), or the whole name. */
const baseOf = (name: string): string => name.replace(/ ([2-9]|[1-9]\d+)$/, '');

describe('generated catalogue (npm run db:seed)', () => {
  it('gives the same records for the same count, ids included; a larger count starts with the same courses', () => {
    const again = generateSeedAdditions(2_000, NOW, seed);
    expect(JSON.stringify(again)).toBe(JSON.stringify(db));
    // Courses do not depend on the clock; enrollment times keep their age before `now`.
    const later = generateSeedAdditions(2_000, NOW + 86_400_000, seed);
    expect(JSON.stringify(later.courses)).toBe(JSON.stringify(db.courses));
    expect(later.enroll.map((item) => item._id)).toEqual(db.enroll.map((item) => item._id));
    expect(generateSeedAdditions(3_000, NOW, seed).courses.slice(0, 2_000)).toEqual(db.courses);
  });

  it('makes about one enrollment per 2 courses, one review per 10 and one assigned course per 50', () => {
    expect(seedCounts(100_000)).toEqual({
      courses: 100_000,
      enrollments: 50_000,
      reviews: 10_000,
      assignedCourses: 2_000,
    });
    expect(seedCounts(1)).toEqual({ courses: 1, enrollments: 1, reviews: 1, assignedCourses: 1 });
    expect(
      [db.courses, db.enroll, db.review, db.assigncourse].map((items) => items.length),
    ).toEqual([2_000, 1_000, 200, 40]);
    expect(db.users).toEqual([]);
    expect(db.outbox).toEqual([]);
    const one = generateSeedAdditions(1, NOW, seed);
    expect(one.enroll[0]?.courseId).toBe(one.courses[0]?._id);
  });

  it('names every course from its topics, within 20 characters, numbered only where a name repeats (a seed name too), even at the largest count', () => {
    const largest = generateSeedAdditions(MAX_SEED_COURSES, NOW, seed).courses;
    const seen = new Set(seed.courses.map((course) => course.name.toLowerCase()));
    // One assertion over all 200,000 names (an expect per name takes minutes).
    const problems: string[] = [];
    for (const { name } of largest) {
      const base = baseOf(name);
      const number = Number(name.slice(base.length + 1) || 1);
      // "Name 3" only after "Name 2", "Name 2" only after "Name" (in the seed or generated).
      const previous = number === 2 ? base : `${base} ${number - 1}`;
      if (name.length > LIMITS.nameMax) problems.push(`${name}: too long`);
      if (/^Course \d+$/.test(name)) problems.push(`${name}: not a real name`);
      if (!ALL_BASES.has(base)) problems.push(`${name}: not from the topics`);
      if (seen.has(name.toLowerCase())) problems.push(`${name}: repeated`);
      if (number > 1 && !seen.has(previous.toLowerCase()))
        problems.push(`${name}: numbered before ${previous}`);
      seen.add(name.toLowerCase());
    }
    expect(problems).toEqual([]);
    expect(largest.some((course) => course.name === 'SEO Essentials')).toBe(false);
    expect(largest.some((course) => course.name === 'SEO Essentials 2')).toBe(true);
    // Names span the four categories' topics.
    for (const category of COURSE_CATEGORIES) {
      const names = new Set(
        db.courses.filter((course) => course.category === category).map((c) => baseOf(c.name)),
      );
      expect(names.size).toBeGreaterThan(50);
      for (const name of names)
        expect(COURSE_NAME_BASES[category].some((base) => base.name === name)).toBe(true);
    }
  });

  it('writes courses valid by the course schema, priced 0 or 0.50..10,000 (mostly 19..199), rated with one decimal or unrated, with local images', async () => {
    for (const course of db.courses) {
      const payload = payloadOf(course);
      expect(await validatePayload(courseSchema, payload)).toEqual({ ok: true, value: payload });
      expect(course.price === 0 || (course.price >= 0.5 && course.price <= 10_000)).toBe(true);
      if (course.star !== undefined) {
        expect(course.star).toBeGreaterThanOrEqual(0);
        expect(course.star).toBeLessThanOrEqual(5);
        expect(Math.round(course.star * 10) / 10).toBe(course.star);
      }
      expect(SEED_IMAGES).toContain(course.img);
      expect(course.category).toBeDefined();
    }
    for (const img of SEED_IMAGES)
      expect(existsSync(path.join(REPO_ROOT, 'public', img))).toBe(true);
    const share = (test: (price: number) => boolean): number =>
      db.courses.filter((course) => test(course.price)).length / db.courses.length;
    expect(share((price) => price >= 19 && price <= 199)).toBeGreaterThan(0.8);
    expect(share((price) => price === 0)).toBeGreaterThan(0.01);
    expect(share((price) => price === 0)).toBeLessThan(0.06);
    const unrated = db.courses.filter((course) => course.star === undefined).length;
    expect(unrated / db.courses.length).toBeGreaterThan(0.02);
    expect(unrated / db.courses.length).toBeLessThan(0.15);
  });

  it("writes enrollments valid by the enrollment schema that copy their course's name and price, from learners who are not the seeded accounts, one open enrollment per learner and course", async () => {
    const courses = new Map(db.courses.map((course) => [course._id, course]));
    const seededEmails = new Set([
      ...SEED_ACCOUNTS.map((account) => account.email),
      ...seed.enroll.map((item) => item.email),
    ]);
    for (const enrollment of db.enroll) {
      const { name, status, paidAt, refundedAt, uid, ...payload } = payloadOf(enrollment);
      // Generated owners have generated account ids, none of a seeded (sign-in) account.
      expect(uid).toMatch(/^GeneratedLearner\d{12}$/);
      expect(await validatePayload(enrollmentSchema, payload)).toEqual({
        ok: true,
        value: payload,
      });
      const course = courses.get(enrollment.courseId);
      expect({ name, price: enrollment.price }).toEqual({
        name: course?.name,
        price: course?.price,
      });
      expect(enrollment.email).toMatch(/^[a-z]+\.[a-z]+\d*@example\.com$/);
      expect(enrollment.displayName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(seededEmails.has(enrollment.email)).toBe(false);
      expect(paidAt === undefined).toBe(status === 'Progressing');
      expect(refundedAt === undefined).toBe(status !== 'Refunded');
      if (enrollment.price === 0) expect(status).toBe('Progressing');
      for (const time of [paidAt, refundedAt])
        if (time !== undefined) expect(Date.parse(time)).toBeLessThanOrEqual(NOW);
      if (paidAt !== undefined && refundedAt !== undefined)
        expect(Date.parse(refundedAt)).toBeGreaterThan(Date.parse(paidAt));
    }
    const open = db.enroll
      .filter((item) => item.status !== 'Refunded')
      .map((item) => `${item.uid} ${item.courseId}`);
    expect(new Set(open).size).toBe(open.length);
    const statuses = new Set(db.enroll.map((item) => item.status));
    expect([...statuses].sort()).toEqual(['Paid', 'Progressing', 'Refunded']);
  });

  it('has exactly one succeeded charge of price x 100 cents for each paid or refunded enrollment, with the refund recorded', () => {
    const byEnrollment = new Map(db.payments.map((item) => [item.enrollmentId, item]));
    expect(byEnrollment.size).toBe(db.payments.length);
    for (const enrollment of db.enroll) {
      const charge = byEnrollment.get(enrollment._id);
      if (enrollment.status === 'Progressing') {
        expect(charge).toBeUndefined();
        continue;
      }
      expect(charge).toMatchObject({
        uid: enrollment.uid,
        email: enrollment.email,
        status: 'succeeded',
        productName: enrollment.name,
        amount: Math.round(enrollment.price * 100),
        currency: 'usd',
        createdAt: enrollment.paidAt,
      });
      expect(charge?.card.brand).toMatch(/^(Visa|MasterCard|American Express|Discover)$/);
      expect(charge?.card.last4).toMatch(/^\d{4}$/);
      expect(charge?.chargeId).toMatch(/^ch_[0-9a-f]{24}$/);
      expect(charge?.receiptNumber).toMatch(/^\d{8}-[0-9A-F]{6}$/);
      if (enrollment.status === 'Refunded') {
        expect(charge?.refund).toMatchObject({
          amount: charge?.amount,
          refundedAt: enrollment.refundedAt,
        });
        expect(charge?.refund?.refundId).toMatch(/^re_[0-9a-f]{24}$/);
        // Within the learner's window, or by an admin after it as a support override.
        const inWindow = isRefundWindowOpen(
          enrollment.paidAt ?? '',
          Date.parse(enrollment.refundedAt ?? ''),
        );
        expect(charge?.refund?.supportOverride).toBe(!inWindow);
        expect(charge?.refund?.refundedBy).toBe(inWindow ? enrollment.uid : ADMIN_UID);
      } else {
        expect(charge?.refund).toBeUndefined();
      }
    }
    const receipts = [...seed.payments, ...db.payments].map((item) => item.receiptNumber);
    expect(new Set(receipts).size).toBe(receipts.length);
    const charges = db.payments.map((item) => item.chargeId);
    expect(new Set(charges).size).toBe(charges.length);
  });

  it('writes reviews and assigned courses valid by their schemas, assigned courses named after generated ones', async () => {
    for (const review of db.review) {
      const payload = payloadOf(review);
      expect(await validatePayload(reviewSchema, payload)).toEqual({ ok: true, value: payload });
    }
    const courses = new Map(db.courses.map((course) => [course.name, course]));
    for (const item of db.assigncourse) {
      const payload = payloadOf(item);
      expect(await validatePayload(assignedCourseSchema, payload)).toEqual({
        ok: true,
        value: payload,
      });
      expect(courses.get(item.name)?.img).toBe(item.img);
    }
  });

  it('uses unique 24-hex ids, none of them a seed id', () => {
    const ids = [seed, db]
      .flatMap((part) => [
        part.courses,
        part.enroll,
        part.review,
        part.assigncourse,
        part.users,
        part.payments,
      ])
      .flat()
      .map((item) => item._id);
    expect(ids.every(isObjectId)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a count outside 1..200,000', () => {
    for (const count of [0, -1, 1.5, MAX_SEED_COURSES + 1, Number.NaN])
      expect(() => generateSeedAdditions(count, NOW)).toThrow(RangeError);
  });
});

describe('npm run db:seed (the CLI)', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'db-seed-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const run = (args: string[]) =>
    promisify(execFile)(
      path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
      [path.join(REPO_ROOT, 'mocks', 'server', 'seedDb.ts'), ...args],
      { cwd: REPO_ROOT, env: { ...process.env, MOCK_DB_FILE: path.join(dir, 'db.json') } },
    );

  it('writes the seed plus the generated records into MOCK_DB_FILE, readable by the server', async () => {
    const { stdout } = await run(['--courses', '500']);
    expect(stdout).toMatch(/plus 500 generated courses/);
    const written = parseDatabase(
      JSON.parse(await readFile(path.join(dir, 'db.json'), 'utf8')),
      'db.json',
    );
    const smallSeed = seedDatabase();
    expect(written.courses).toHaveLength(smallSeed.courses.length + 500);
    expect(written.courses.slice(smallSeed.courses.length)).toEqual(
      generateSeedAdditions(500, NOW, smallSeed).courses,
    );
    expect(written.users).toEqual(smallSeed.users);
    expect(written.enroll).toHaveLength(smallSeed.enroll.length + 250);
    expect(written.enroll.slice(0, smallSeed.enroll.length).map((item) => item._id)).toEqual(
      smallSeed.enroll.map((item) => item._id),
    );
  });

  it('refuses a missing or bad count and writes nothing', async () => {
    for (const args of [[], ['--courses'], ['--courses', 'many'], ['--courses=0']]) {
      await expect(run(args)).rejects.toMatchObject({
        stderr: expect.stringMatching(/--courses/),
      });
    }
    expect(existsSync(path.join(dir, 'db.json'))).toBe(false);
  });
});
