/**
 * `npm run bench:learning`: learning at scale. For each size (default 100,000 generated courses,
 * `--sizes 10000,100000`), seeds a working copy in a temp directory (`npm run db:seed`: every
 * generated course comes with a curriculum, some paid learners with progress), starts the mock
 * server on it and prints:
 * - the data file's size, the server's start time (until it answers a page; how long loading the
 *   file took, and preparing the catalogue, as the server reports them) and its memory (resident
 *   set once it answers, its peak, reached while loading, and after the runs);
 * - p50/p95 over HTTP of a course's outline (GET /courses/:id/curriculum, each run another
 *   generated course), of a preview lesson opened by nobody signed in, and of a lesson past the
 *   preview opened by a learner who paid for the course (GET /lessons/:id, each run another one);
 * - 100 concurrent progress writes by 100 learners (POST /progress/:courseId/completions, each
 *   completing a text lesson of a course they paid for, opened just before), twice: every answer's
 *   time, and that all 200 are stored, also after the server restarts. The first burst after a
 *   start runs the write path before V8 has compiled it (printed, not the goal's figure); the
 *   second is the server as it runs. Sent from Node, as bench:catalogue sends its enrollments.
 * The 200 learners are made through the API before they are timed, as a learner is: an account
 * (the test sign-in service, mocks/server/testIdentityProvider.ts, makes it on first use), an
 * enrollment (POST /enroll) and a card payment (POST /payment).
 * Goals at 100,000 courses: start <= 15 s, outline and lesson p95 <= 20 ms, each progress write
 * answered within 100 ms.
 *
 * A benchmark, not a timed test: it exits non-zero only when something does not work (a wrong
 * answer, a write lost), never for a slow figure. Options: `--sizes N,M` (default 100000; CI may
 * run 10000), `--runs N` requests per figure (default 200), `--help`. Ports: API_PORT (5100) and
 * PAYMENT_PORT (7100), apart from bench:catalogue's and the e2e stacks' 5000 and 7000.
 */
import { promises as fs } from 'node:fs';
import type { Course } from '../../src/shared/domain/entities';
import type {
  CourseProgress,
  Curriculum,
  LessonContent,
  OutlineLesson,
} from '../../src/shared/domain/learning';
import { seedDatabase } from '../../mocks/seed';
import type { TestIdentityProvider } from '../../mocks/server/testIdentityProvider';
import {
  bearer,
  benchmarkHeading,
  burstOf,
  concurrently,
  getJson,
  mark,
  measureSizes,
  ms,
  optionValue,
  runBenchmark,
  sizeTable,
  startMockServer,
  stopProcess,
  timedPost,
  timeRequests,
  type ApiAddress,
  type Burst,
  type Timed,
  type WorkingCopy,
} from './common';

const apiPort = Number(process.env.API_PORT ?? 5100);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const mockApi: ApiAddress = {
  url: apiUrl,
  port: apiPort,
  paymentPort: Number(process.env.PAYMENT_PORT ?? 7100),
};

const TARGETS = { startS: 15, p95Ms: 20, writeMs: 100 };
/** Learners per burst of progress writes. */
const BURST = 100;

const USAGE = 'Usage: npm run bench:learning -- [--sizes 100000] [--runs 200]';

interface Options {
  sizes: number[];
  runs: number;
}

function parseOptions(args: readonly string[]): Options | null {
  if (args.includes('--help') || args.includes('-h')) return null;
  const value = (name: string) => optionValue(args, name);
  const sizes = (value('--sizes') ?? '100000').split(',').map((size) => Number(size));
  const runs = Number(value('--runs') ?? 200);
  if (!sizes.every((size) => Number.isInteger(size) && size >= 1_000) || !(runs >= 5)) {
    throw new Error(`${USAGE}\n(sizes of at least 1,000 courses, at least 5 runs)`);
  }
  return { sizes, runs };
}

// ---- Processes ----

/**
 * Starts the mock server on `dataFile` with Node and tsx's loader (not tsx's command, which starts
 * Node as a child), so that the process measured is the server.
 */
const startApi = (dataFile: string, identity: TestIdentityProvider) =>
  startMockServer(mockApi, dataFile, identity, 'node');

/** The process's resident set and its peak (MB), from /proc (Linux). */
async function memoryOf(pid: number | undefined): Promise<{ rssMb: number; peakMb: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

// ---- Requests ----

/** Sends a JSON body; the answer must have one of the `expected` statuses. */
async function send<T>(
  method: string,
  url: string,
  token: string,
  body: unknown,
  expected: readonly number[] = [200, 201],
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
  if (!expected.includes(response.status)) {
    throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    const batch = items.slice(start, start + width);
    results.push(...(await Promise.all(batch.map((item, i) => task(item, start + i)))));
  }
  return results;
}

const SEED_COURSE_IDS = new Set(seedDatabase().courses.map((course) => course._id));

/** About `count` generated courses from pages spread over the whole catalogue. */
async function sampleCourses(count: number): Promise<Course[]> {
  const response = await fetch(`${apiUrl}/courses?_limit=1`);
  const total = Number(response.headers.get('x-total-count'));
  const pages = Math.floor(total / 100);
  const wanted = Math.ceil(count / 90) + 1;
  const numbers = Array.from({ length: wanted }, (_, k) =>
    Math.max(1, Math.round(1 + (k * (pages - 1)) / Math.max(1, wanted - 1))),
  );
  const lists = await Promise.all(
    [...new Set(numbers)].map((page) =>
      getJson<Course[]>(`${apiUrl}/courses?_page=${page}&_limit=100`),
    ),
  );
  const courses = lists.flat().filter((course) => !SEED_COURSE_IDS.has(course._id));
  if (courses.length < count) throw new Error(`need ${count} courses, found ${courses.length}`);
  return courses.slice(0, count);
}

const outlineLessons = (outline: Curriculum): OutlineLesson[] =>
  outline.chapters.flatMap((chapter) => chapter.lessons);

function checkOutline(courseId: string): (body: unknown) => void {
  return (body) => {
    const outline = body as Curriculum;
    if (outline.courseId !== courseId || outline.chapters.length < 2 || outline.lessonCount < 5) {
      throw new Error(`the outline of ${courseId} is not a generated curriculum`);
    }
  };
}

function checkLesson(lesson: OutlineLesson): (body: unknown) => void {
  return (body) => {
    const content = body as LessonContent;
    const held = { text: content.body, video: content.video, quiz: content.quiz }[lesson.kind];
    if (content._id !== lesson._id || held === undefined) {
      throw new Error(`GET /lessons/${lesson._id} did not answer its ${lesson.kind} lesson`);
    }
  };
}

// ---- Learners ----

interface Learner {
  email: string;
  token: string;
  course: Course;
  /** The course's lessons past its preview (opened as this learner). */
  closed: OutlineLesson[];
  /** The text lesson the learner completes in a burst. */
  lessonId: string;
}

/**
 * A learner for each course, made as one is through the API: an account on first sign-in, an
 * enrollment and its payment; then the learner opens the text lesson they will complete.
 */
async function makeLearners(
  identity: TestIdentityProvider,
  courses: readonly Course[],
): Promise<Learner[]> {
  const stamp = Date.now().toString(36);
  return inBatches(courses, 10, async (course, index) => {
    const email = `bench-learning-${stamp}-${index}@example.com`;
    const token = await identity.tokenFor(email);
    const enrollment = await send<{ insertedId: string }>('POST', `${apiUrl}/enroll`, token, {
      courseId: course._id,
      price: course.price,
      displayName: `Bench Learner ${index}`,
      email,
    });
    await send('POST', `${apiUrl}/payment`, token, {
      token: 'tok_visa',
      card: { brand: 'Visa', last4: '4242' },
      enrollmentId: enrollment.insertedId,
      product: { name: course.name, price: course.price },
    });
    const lessons = outlineLessons(
      await getJson<Curriculum>(`${apiUrl}/courses/${course._id}/curriculum`),
    );
    const closed = lessons.filter((lesson) => !lesson.preview);
    const text = closed.find((lesson) => lesson.kind === 'text') ?? lessons[0];
    if (!text) throw new Error(`${course.name} has no lessons`);
    await send('POST', `${apiUrl}/progress/${course._id}/visits`, token, { lessonId: text._id });
    return { email, token, course, closed, lessonId: text._id };
  });
}

/**
 * The learners complete their lessons at once, each on its own connection; the answers' times.
 * Each answer must be the learner's progress with the lesson complete.
 */
async function concurrentCompletions(
  learners: readonly Learner[],
): Promise<{ times: number[]; wallMs: number }> {
  return concurrently(learners.length, async (index, agent) => {
    const learner = learners[index] as Learner;
    const answer = await timedPost(
      `${apiUrl}/progress/${learner.course._id}/completions`,
      agent,
      learner.token,
      { lessonId: learner.lessonId },
    );
    const progress = (answer.status === 200 ? JSON.parse(answer.body) : {}) as CourseProgress;
    if (!progress.completedLessonIds?.includes(learner.lessonId)) {
      throw new Error(`a completion answered ${answer.status}: ${answer.body}`);
    }
    return answer.ms;
  });
}

/** How many of the learners' completed lessons the server holds (each asks for their progress). */
async function storedCompletions(learners: readonly Learner[]): Promise<number> {
  const found = await inBatches(learners, 10, async (learner) => {
    const progress = await getJson<CourseProgress>(
      `${apiUrl}/progress/${learner.course._id}`,
      learner.token,
    );
    return progress.completedLessonIds.includes(learner.lessonId);
  });
  return found.filter(Boolean).length;
}

// ---- The run ----

interface SizeFigures {
  size: number;
  seedS: number;
  /** db:seed's own line: what it wrote. */
  seeded: string;
  fileMb: number;
  startMs: number;
  loadMs?: number;
  prepareMs?: number;
  memory: { rssMb: number; peakMb: number };
  memoryAfter: { rssMb: number; peakMb: number };
  outline: { p50: number; p95: number };
  preview: { p50: number; p95: number };
  paidLesson: { p50: number; p95: number };
  cold: Burst;
  warm: Burst;
  stored: number;
  afterRestart: number;
}

async function measureSize(
  { size, dataFile, seedS, output: seedOutput }: WorkingCopy,
  runs: number,
  identity: TestIdentityProvider,
): Promise<SizeFigures> {
  const seeded = /: (.*) \(/.exec(seedOutput)?.[1] ?? seedOutput.trim();
  console.log(`  ${seeded}`);
  const fileMb = (await fs.stat(dataFile)).size / 1_000_000;
  console.log('  starting the server…');
  const started = await startApi(dataFile, identity);
  let { server } = started;
  try {
    const memory = await memoryOf(server.pid);
    // Courses for the outlines, the previews and the learners: each figure asks of others.
    const courses = await sampleCourses(2 * runs + 2 * BURST + 20);
    const outlineCourses = courses.slice(0, runs + 3);
    const previewCourses = courses.slice(runs + 3, 2 * runs + 6);
    const paidCourses = courses.slice(2 * runs + 6).filter((course) => course.price > 0);
    if (paidCourses.length < 2 * BURST) throw new Error('too few priced courses in the sample');

    console.log(`  ${runs} outlines…`);
    const outlineRequests = outlineCourses.map((course): Timed => ({
      url: `${apiUrl}/courses/${course._id}/curriculum`,
      check: checkOutline(course._id),
    }));
    const outline = await timeRequests(outlineRequests.slice(3), outlineRequests.slice(0, 3));

    console.log(`  ${runs} preview lessons…`);
    const previews = await inBatches(previewCourses, 10, async (course) => {
      const lessons = outlineLessons(
        await getJson<Curriculum>(`${apiUrl}/courses/${course._id}/curriculum`),
      );
      const lesson = lessons.find((item) => item.preview);
      if (!lesson) throw new Error(`${course.name} has no preview lesson`);
      return { url: `${apiUrl}/lessons/${lesson._id}`, check: checkLesson(lesson) };
    });
    const preview = await timeRequests(previews.slice(3), previews.slice(0, 3));

    console.log(`  ${2 * BURST} learners enroll and pay…`);
    const learners = await makeLearners(identity, paidCourses.slice(0, 2 * BURST));
    console.log(`  ${runs} lessons opened by learners who paid…`);
    // Run i: learner i's course, its lessons in turn, so that no run asks what another did.
    const paidRequests = Array.from({ length: runs + 3 }, (_, run): Timed => {
      const learner = learners[run % learners.length] as Learner;
      const lesson = learner.closed[Math.floor(run / learners.length) % learner.closed.length];
      if (!lesson) throw new Error(`${learner.course.name} has no lesson past its preview`);
      return {
        url: `${apiUrl}/lessons/${lesson._id}`,
        token: learner.token,
        check: checkLesson(lesson),
      };
    });
    const paidLesson = await timeRequests(paidRequests.slice(3), paidRequests.slice(0, 3));

    console.log(`  ${BURST} concurrent progress writes, twice…`);
    const cold = await concurrentCompletions(learners.slice(0, BURST));
    const warm = await concurrentCompletions(learners.slice(BURST, 2 * BURST));
    const stored = await storedCompletions(learners);
    const memoryAfter = await memoryOf(server.pid);
    console.log('  restarting the server…');
    await stopProcess(server);
    ({ server } = await startApi(dataFile, identity));
    const afterRestart = await storedCompletions(learners);
    return {
      size,
      seedS,
      seeded,
      fileMb,
      startMs: started.startMs,
      ...(started.loadMs === undefined ? {} : { loadMs: started.loadMs }),
      ...(started.prepareMs === undefined ? {} : { prepareMs: started.prepareMs }),
      memory,
      memoryAfter,
      outline,
      preview,
      paidLesson,
      cold: burstOf(cold),
      warm: burstOf(warm),
      stored,
      afterRestart,
    };
  } finally {
    await stopProcess(server);
  }
}

const mb = (value: number) => `${Math.round(value)} MB`;

const report = (all: readonly SizeFigures[]): string =>
  sizeTable(all, (add) => {
    add('seed the working copy', (f) => `${f.seedS.toFixed(1)} s`);
    add('data file', (f) => `${f.fileMb.toFixed(1)} MB`);
    add(
      `server start (to a first page; goal <= ${TARGETS.startS} s)`,
      (f) => `${(f.startMs / 1000).toFixed(1)} s ${mark(f.startMs <= TARGETS.startS * 1000)}`,
    );
    add('  of which loading the file / preparing', (f) =>
      f.loadMs === undefined ? '' : `${ms(f.loadMs)} / ${ms(f.prepareMs ?? NaN)}`,
    );
    add(
      'server memory: RSS at start / peak / after the runs',
      (f) => `${mb(f.memory.rssMb)} / ${mb(f.memoryAfter.peakMb)} / ${mb(f.memoryAfter.rssMb)}`,
    );
    const figure = (value: { p50: number; p95: number }) =>
      `${ms(value.p50)} / ${ms(value.p95)} ${mark(value.p95 <= TARGETS.p95Ms)}`;
    add(`outline p50 / p95 (goal p95 <= ${TARGETS.p95Ms} ms)`, (f) => figure(f.outline));
    add('preview lesson, signed out, p50 / p95', (f) => figure(f.preview));
    add('lesson, as a learner who paid, p50 / p95', (f) => figure(f.paidLesson));
    add(
      `${BURST} concurrent progress writes, first after start (max / p95)`,
      (f) => `${ms(f.cold.maxMs)} / ${ms(f.cold.p95Ms)}`,
    );
    add(
      `${BURST} concurrent progress writes, again (max / p95), all (goal each <= ${TARGETS.writeMs} ms)`,
      (f) =>
        `${ms(f.warm.maxMs)} / ${ms(f.warm.p95Ms)}, ${ms(f.warm.wallMs)} ${mark(f.warm.maxMs <= TARGETS.writeMs)}`,
    );
    add(`  stored (of ${2 * BURST}) / after a restart`, (f) => `${f.stored} / ${f.afterRestart}`);
  });

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (!options) {
    console.log(USAGE);
    return;
  }
  const figures = await measureSizes('learning', options.sizes, (copy, identity) =>
    measureSize(copy, options.runs, identity),
  );
  console.log(benchmarkHeading('Learning'));
  for (const f of figures) console.log(`${f.size.toLocaleString('en-US')}: ${f.seeded}`);
  console.log(`\n${report(figures)}`);
  const lost = figures.filter((f) => f.stored !== 2 * BURST || f.afterRestart !== 2 * BURST);
  if (lost.length > 0) {
    throw new Error(
      `progress lost at ${lost.map((f) => f.size).join(', ')} courses: every one of ${2 * BURST} writes must be stored`,
    );
  }
}

runBenchmark(main);
