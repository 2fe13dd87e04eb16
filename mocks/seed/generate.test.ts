import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { publishableProblems, type LessonEdit } from '@/shared/domain/authoring';
import { COURSE_CATEGORIES } from '@/shared/domain/entities';
import { isRefundWindowOpen } from '@/shared/domain/refundWindow';
import {
  assignedCourseSchema,
  courseSchema,
  enrollmentSchema,
  lessonEditSchema,
  LIMITS,
  reviewSchema,
  validatePayload,
} from '@/shared/domain/schemas';
import type { CourseProgress, Curriculum, Lesson, LessonContent } from '@/shared/domain/learning';
import { LEARNING_LIMITS } from '@/shared/domain/learning';
import { createMockApi } from '../api/api';
import { COLLECTION_NAMES, parseDatabase, type Database } from '../api/database';
import type { MockRequest } from '../api/http';
import { isObjectId } from '../api/ids';
import { createMemoryStore } from '../api/store';
import { createTestTokenVerifier } from '../api/tokens';
import { createFileMediaStore } from '../server/fileMediaStore';
import { REPO_ROOT } from '../server/paths';
import {
  COURSE_NAME_BASES,
  generateCourses,
  generateSeedAdditions,
  MAX_SEED_COURSES,
  SEED_IMAGES,
  seedCounts,
} from './generate';
import { SEED_ACCOUNTS, seedDatabase } from './index';
import { ADMIN_UID, testTokenFor } from './accounts';
import { seedVideo } from './curriculum';
import videos from './media/videos.json';

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

/** Each generated course's lessons in the order a learner takes them (chapter, then lesson). */
const courseLessons = (part: Pick<Database, 'chapters' | 'lessons'>): Map<string, Lesson[]> => {
  const chapterPosition = new Map(part.chapters.map((chapter) => [chapter._id, chapter.position]));
  const byCourse = new Map<string, Lesson[]>();
  for (const lesson of part.lessons) {
    const list = byCourse.get(lesson.courseId) ?? [];
    list.push(lesson);
    byCourse.set(lesson.courseId, list);
  }
  for (const list of byCourse.values()) {
    list.sort(
      (a, b) =>
        (chapterPosition.get(a.chapterId) ?? 0) - (chapterPosition.get(b.chapterId) ?? 0) ||
        a.position - b.position,
    );
  }
  return byCourse;
};

describe('generated catalogue (npm run db:seed)', () => {
  it('gives the same records for the same count, ids included; a larger count starts with the same courses', () => {
    const again = generateSeedAdditions(2_000, NOW, seed);
    expect(JSON.stringify(again)).toBe(JSON.stringify(db));
    // Courses do not depend on the clock; enrollment times keep their age before `now`.
    const later = generateSeedAdditions(2_000, NOW + 86_400_000, seed);
    expect(JSON.stringify(later.courses)).toBe(JSON.stringify(db.courses));
    expect(JSON.stringify(later.chapters)).toBe(JSON.stringify(db.chapters));
    expect(JSON.stringify(later.lessons)).toBe(JSON.stringify(db.lessons));
    expect(later.enroll.map((item) => item._id)).toEqual(db.enroll.map((item) => item._id));
    expect(later.progress.map((item) => item.completed.map((done) => done.lessonId))).toEqual(
      db.progress.map((item) => item.completed.map((done) => done.lessonId)),
    );
    const larger = generateSeedAdditions(3_000, NOW, seed);
    expect(larger.courses.slice(0, 2_000)).toEqual(db.courses);
    expect(larger.chapters.slice(0, db.chapters.length)).toEqual(db.chapters);
    expect(larger.lessons.slice(0, db.lessons.length)).toEqual(db.lessons);
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
    // The courses alone: the records that come with them take longer to generate than names.
    const largest = generateCourses(
      MAX_SEED_COURSES,
      seed.courses.map((course) => course.name),
    ).courses;
    expect(largest.slice(0, db.courses.length)).toEqual(db.courses);
    const seen = new Set(seed.courses.map((course) => course.name.toLowerCase()));
    // One assertion over all 150,000 names (an expect per name takes minutes).
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
        part.chapters,
        part.lessons,
        part.progress,
        part.quizAttempts,
      ])
      .flat()
      .map((item) => item._id);
    expect(ids.every(isObjectId)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a count outside 1..150,000', () => {
    for (const count of [0, -1, 1.5, MAX_SEED_COURSES + 1, Number.NaN])
      expect(() => generateSeedAdditions(count, NOW)).toThrow(RangeError);
  });
});

describe('generated curricula and progress (npm run db:seed)', () => {
  const lessonsOf = courseLessons(db);
  const seedVideoIds = (videos as { id: string }[]).map((video) => video.id);
  const paid = new Map(
    db.enroll.filter((item) => item.status === 'Paid').map((item) => [item._id, item]),
  );

  it('gives every generated course 2 or 3 chapters of 2 to 4 published lessons, 5 or 6 in all, in order, of their own course', () => {
    const chapters = new Map(db.chapters.map((chapter) => [chapter._id, chapter]));
    const problems: string[] = [];
    for (const course of db.courses) {
      const own = db.chapters.filter((chapter) => chapter.courseId === course._id);
      const lessons = lessonsOf.get(course._id) ?? [];
      if (own.length < 2 || own.length > 3) problems.push(`${course.name}: ${own.length} chapters`);
      if (lessons.length < 5 || lessons.length > 6)
        problems.push(`${course.name}: ${lessons.length} lessons`);
      if (own.map((chapter) => chapter.position).join() !== own.map((_, i) => i + 1).join())
        problems.push(`${course.name}: chapters out of order`);
      for (const chapter of own) {
        const inChapter = lessons.filter((lesson) => lesson.chapterId === chapter._id);
        if (inChapter.length < 2 || inChapter.length > 4)
          problems.push(`${course.name}: ${inChapter.length} lessons in a chapter`);
        if (inChapter.map((l) => l.position).join() !== inChapter.map((_, i) => i + 1).join())
          problems.push(`${course.name}: lessons out of order`);
      }
      for (const lesson of lessons) {
        if (chapters.get(lesson.chapterId)?.courseId !== course._id)
          problems.push(`${lesson.title}: a chapter of another course`);
        if (!lesson.published) problems.push(`${lesson.title}: not published`);
        if (!Number.isInteger(lesson.minutes) || lesson.minutes < 1)
          problems.push(`${lesson.title}: ${lesson.minutes} minutes`);
      }
    }
    expect(problems).toEqual([]);
    expect(new Set(db.chapters.map((chapter) => chapter.courseId)).size).toBe(db.courses.length);
  });

  it('opens each course with a preview text, its only preview, ends it with a quiz, and mixes text and video between', () => {
    const problems: string[] = [];
    let withVideo = 0;
    for (const course of db.courses) {
      const lessons = lessonsOf.get(course._id) ?? [];
      const [first] = lessons;
      if (first?.kind !== 'text' || !first.preview) problems.push(`${course.name}: first lesson`);
      if (lessons.filter((lesson) => lesson.preview).length !== 1)
        problems.push(`${course.name}: previews`);
      if (lessons.at(-1)?.kind !== 'quiz') problems.push(`${course.name}: no quiz last`);
      if (lessons.filter((lesson) => lesson.kind === 'quiz').length !== 1)
        problems.push(`${course.name}: quizzes`);
      if (lessons.filter((lesson) => lesson.kind === 'text').length < 2)
        problems.push(`${course.name}: texts`);
      const videoLessons = lessons.filter((lesson) => lesson.kind === 'video');
      if (videoLessons.length > 1) problems.push(`${course.name}: videos`);
      if (videoLessons.length === 1) withVideo += 1;
      // Only the field of its kind.
      for (const lesson of lessons) {
        const content = ['body', 'video', 'quiz'].filter((field) => field in lesson);
        const expected = { text: 'body', video: 'video', quiz: 'quiz' }[lesson.kind];
        if (content.join() !== expected) problems.push(`${lesson.title}: holds ${content.join()}`);
      }
    }
    expect(problems).toEqual([]);
    expect(withVideo / db.courses.length).toBeGreaterThan(0.2);
    expect(withVideo / db.courses.length).toBeLessThan(0.4);
  });

  it('writes text bodies as short Markdown on the course (no HTML), different from course to course', () => {
    const texts = db.lessons.filter((lesson) => lesson.kind === 'text');
    const courses = new Map(db.courses.map((course) => [course._id, course]));
    const problems: string[] = [];
    for (const lesson of texts) {
      const body = lesson.body ?? '';
      const name = courses.get(lesson.courseId)?.name ?? '';
      // The course's topic starts its name ("Python Data 12" is on Python Data).
      const words = baseOf(name).split(' ');
      const onTopic = words.some((_, end) =>
        body.includes(words.slice(0, words.length - end).join(' ')),
      );
      if (!onTopic) problems.push(`${name} / ${lesson.title}: not on the course`);
      if (/<[a-z/!]/i.test(body)) problems.push(`${lesson.title}: HTML`);
      if ((body.match(/\*\*/g) ?? []).length % 2 !== 0) problems.push(`${lesson.title}: bold`);
      // A paragraph, then a list (every line an item).
      const [paragraph, list, ...rest] = body.split('\n\n');
      if (!paragraph || /^[-#>\d]/.test(paragraph) || rest.length > 0)
        problems.push(`${lesson.title}: blocks`);
      if (!list?.split('\n').every((line) => /^(- |\d\. )\S/.test(line)))
        problems.push(`${lesson.title}: list`);
      if (body.length > 300) problems.push(`${lesson.title}: ${body.length} characters`);
    }
    expect(problems).toEqual([]);
    expect(new Set(texts.map((lesson) => lesson.body)).size).toBeGreaterThan(texts.length / 4);
    const first = texts.find((lesson) => lesson.preview);
    expect(first?.title).toBe(`Welcome to ${courses.get(first?.courseId ?? '')?.name}`);
  });

  it('writes quizzes by the learning rules: 1 to 20 questions of 2 to 6 options, one correct option or (multiple) two or more, explained', () => {
    const quizzes = db.lessons.filter((lesson) => lesson.kind === 'quiz');
    expect(quizzes).toHaveLength(db.courses.length);
    const problems: string[] = [];
    for (const lesson of quizzes) {
      const quiz = lesson.quiz;
      const questions = quiz?.questions ?? [];
      if (!quiz || quiz.passMark < 1 || quiz.passMark > 100) problems.push(`${lesson._id}: mark`);
      if (
        questions.length < LEARNING_LIMITS.quizQuestionsMin ||
        questions.length > LEARNING_LIMITS.quizQuestionsMax
      )
        problems.push(`${lesson._id}: ${questions.length} questions`);
      for (const question of questions) {
        const ids = question.options.map((option) => option.id);
        if (
          ids.length < LEARNING_LIMITS.quizOptionsMin ||
          ids.length > LEARNING_LIMITS.quizOptionsMax ||
          new Set(ids).size !== ids.length
        )
          problems.push(`${question.id}: options`);
        if (question.multiple ? question.correct.length < 2 : question.correct.length !== 1)
          problems.push(`${question.id}: ${question.correct.length} correct`);
        if (!question.correct.every((id) => ids.includes(id)))
          problems.push(`${question.id}: correct`);
        if (!question.id.startsWith(lesson._id.slice(-4)) || question.explanation.length < 20)
          problems.push(`${question.id}: id or explanation`);
      }
    }
    expect(problems).toEqual([]);
    const multiple = quizzes.filter((lesson) => lesson.quiz?.questions[0]?.multiple).length;
    expect(multiple / quizzes.length).toBeGreaterThan(0.3);
    expect(multiple / quizzes.length).toBeLessThan(0.7);
  });

  it('holds lessons an author could have saved and published (the authoring rules)', async () => {
    const refused: unknown[] = [];
    for (const lesson of db.lessons) {
      const edit: LessonEdit = {
        title: lesson.title,
        minutes: lesson.minutes,
        preview: lesson.preview,
        ...(lesson.body === undefined ? {} : { body: lesson.body }),
        ...(lesson.quiz ? { quiz: lesson.quiz } : {}),
        ...(lesson.video ? { transcript: lesson.video.transcript } : {}),
      };
      const saved = await validatePayload(lessonEditSchema, edit);
      const problems = publishableProblems(lesson);
      if (!saved.ok || problems.length > 0) refused.push({ id: lesson._id, saved, problems });
    }
    expect(refused).toEqual([]);
  });

  it("shows the seeded videos exactly as the seed's curricula reference them", () => {
    const shown = new Set<string>();
    for (const lesson of db.lessons.filter((item) => item.kind === 'video')) {
      const id = lesson.video?.poster.replace(/\.jpg$/, '') ?? '';
      expect(seedVideoIds).toContain(id);
      expect(lesson.video).toEqual(seedVideo(id as Parameters<typeof seedVideo>[0]));
      expect(lesson).toMatchObject({ minutes: 1, preview: false });
      shown.add(id);
    }
    // The subject videos all show somewhere.
    expect(shown.size).toBeGreaterThanOrEqual(6);
  });

  it('keeps progress in some paid enrollments, as the server keeps it: the first lessons of the course completed in order, fewer learners at each lesson', () => {
    const problems: string[] = [];
    const reached: number[] = [];
    const attempts = new Map(db.quizAttempts.map((item) => [`${item.uid} ${item.lessonId}`, item]));
    const withProgress = new Set<string>();
    for (const record of db.progress) {
      const enrollment = [...paid.values()].find(
        (item) => item.uid === record.uid && item.courseId === record.courseId,
      );
      const key = `${record.uid} ${record.courseId}`;
      if (!enrollment || withProgress.has(key)) {
        problems.push(`${record._id}: no paid enrollment, or a second record`);
        continue;
      }
      withProgress.add(key);
      const lessons = lessonsOf.get(record.courseId) ?? [];
      const done = record.completed.length;
      reached[done] = (reached[done] ?? 0) + 1;
      if (record.completed.some((item, index) => item.lessonId !== lessons[index]?._id))
        problems.push(`${record._id}: not the first lessons in order`);
      const times = [
        enrollment.paidAt ?? '',
        ...record.completed.map((item) => item.at),
        record.lastVisitedAt ?? '',
      ].map(Date.parse);
      if (times.some((time, index) => index > 0 && !(time >= (times[index - 1] ?? 0))))
        problems.push(`${record._id}: times out of order`);
      if ((times.at(-1) ?? Infinity) > NOW) problems.push(`${record._id}: after now`);
      const finished = done === lessons.length;
      if ((record.completedAt !== undefined) !== finished)
        problems.push(`${record._id}: completedAt`);
      const last = finished ? lessons.at(-1) : lessons[done];
      if (record.lastLessonId !== last?._id) problems.push(`${record._id}: last lesson`);
      const completed = lessons.slice(0, done);
      const watched = completed.filter((lesson) => lesson.kind === 'video');
      if (
        JSON.stringify(record.videos.map((video) => [video.lessonId, video.played])) !==
        JSON.stringify(watched.map((lesson) => [lesson._id, [[0, lesson.video?.durationSeconds]]]))
      )
        problems.push(`${record._id}: videos`);
      for (const quiz of completed.filter((lesson) => lesson.kind === 'quiz')) {
        const attempt = attempts.get(`${record.uid} ${quiz._id}`);
        const question = quiz.quiz?.questions[0];
        if (
          !attempt?.passed ||
          attempt.courseId !== record.courseId ||
          JSON.stringify(attempt.answers) !==
            JSON.stringify([{ questionId: question?.id, optionIds: question?.correct }])
        )
          problems.push(`${record._id}: no passing attempt`);
      }
    }
    expect(problems).toEqual([]);
    expect(db.quizAttempts).toHaveLength(
      db.progress.filter((record) => record.completedAt !== undefined).length,
    );
    // About 70 % of paid learners began; fewer complete each lesson than the one before.
    expect(db.progress.length / paid.size).toBeGreaterThan(0.6);
    expect(db.progress.length / paid.size).toBeLessThan(0.8);
    const atLeast = (count: number) =>
      db.progress.filter((record) => record.completed.length >= count).length;
    for (let count = 1; count <= 5; count += 1)
      expect(atLeast(count)).toBeLessThan(atLeast(count - 1));
    expect(atLeast(5)).toBeGreaterThan(0);
  });

  it('is read by the API: the outline of a generated course, its lessons for its paid learner, and their progress', async () => {
    const merged = Object.fromEntries(
      COLLECTION_NAMES.map((name) => [name, [...seed[name], ...db[name]]]),
    ) as unknown as Database;
    const api = createMockApi(createMemoryStore(merged), {
      identity: createTestTokenVerifier('demo-courses', () => NOW),
      now: () => NOW,
      media: createFileMediaStore(),
    });
    const get = (path: string, as?: { email: string; uid: string }) =>
      api.handle({
        method: 'GET',
        path,
        query: new URLSearchParams(),
        headers: as
          ? { authorization: `Bearer ${testTokenFor(as.email, { uid: as.uid, now: NOW })}` }
          : {},
      } satisfies MockRequest);
    // A learner half-way through a course with a video.
    const record = db.progress.find(
      (item) =>
        item.completed.length >= 2 &&
        !item.completedAt &&
        lessonsOf.get(item.courseId)?.some((lesson) => lesson.kind === 'video'),
    );
    const enrollment = db.enroll.find(
      (item) => item.uid === record?.uid && item.courseId === record?.courseId,
    );
    if (!record || !enrollment) throw new Error('no learner half-way through');
    const lessons = lessonsOf.get(record.courseId) ?? [];

    const outline = (await get(`/courses/${record.courseId}/curriculum`)).body as Curriculum;
    expect(outline.chapters.flatMap((chapter) => chapter.lessons.map((l) => l._id))).toEqual(
      lessons.map((lesson) => lesson._id),
    );
    expect(outline.minutes).toBe(lessons.reduce((sum, lesson) => sum + lesson.minutes, 0));
    const preview = lessons[0]?._id ?? '';
    expect((await get(`/lessons/${preview}`)).status).toBe(200);
    for (const lesson of lessons.slice(1)) {
      expect((await get(`/lessons/${lesson._id}`)).status).toBe(403);
      const open = await get(`/lessons/${lesson._id}`, enrollment);
      expect(open.status).toBe(200);
      expect((open.body as LessonContent).kind).toBe(lesson.kind);
    }
    const progress = (await get(`/progress/${record.courseId}`, enrollment)).body as CourseProgress;
    expect(progress).toMatchObject({
      completedLessonIds: record.completed.map((item) => item.lessonId),
      lastLessonId: record.lastLessonId,
      percent: Math.floor((record.completed.length / lessons.length) * 100),
    });
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
    expect(written.lessons.slice(smallSeed.lessons.length)).toEqual(
      generateSeedAdditions(500, NOW, smallSeed).lessons,
    );
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
