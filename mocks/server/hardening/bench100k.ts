/**
 * `npx tsx mocks/server/hardening/bench100k.ts [--courses N]`: the figures of the mock server's
 * store at scale (default 100,000 courses), on a working copy generated in a temp dir:
 * - start-up: the store's load (snapshot, journal, indexes, catalogue search) and the process
 *   until it listens;
 * - GET /courses p50/p95, in-process (searchCourses over the loaded data) and over HTTP: the first
 *   page, a search, a category with a sort, a search with a typo;
 * - 100 concurrent POST /enroll: every answer's latency, the server's CPU time for them, journal
 *   bytes per enrollment, and that all are there after a restart.
 * The jest suites assert the behaviour on smaller data; this prints the numbers (see the comment
 * at the top of mocks/api/fileStore.ts).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COURSE_CATEGORIES, type Course } from '@/shared/domain/entities';
import {
  categoryFacets,
  parseCourseQuery,
  prepareCourseSearch,
  searchCourses,
} from '../../api/courseSearch';
import { journalFileOf, loadDataFile, openFileStore, writeNewSnapshot } from '../../api/fileStore';
import { seededRandom } from '../../api/seededRandom';
import { startJsonServerProcess } from '../../contract/jsonServerProcess';
import { SEED_ACCOUNTS } from '../../seed/accounts';
import { seededDatabase } from '../seedDb';
import { startTestIdentityProvider } from '../testIdentityProvider';
import { enrollmentRequest, runPool, sendRaw } from './rawHttp';

const arg = process.argv.indexOf('--courses');
const COURSES = arg > 0 ? Number(process.argv[arg + 1]) : 100_000;
const ROUNDS = 200;
const ENROLLMENTS = 100;

const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** CPU time (user + system) a process has used so far, from /proc (Linux), in ms. */
function processCpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
}

function percentiles(samples: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

/**
 * The four kinds of catalogue query, ROUNDS of each, every one different (the server keeps the last
 * few searches' matches, so a repeated q would measure that cache): other pages, other words taken
 * from course names, other categories and sorts, other misspelt words.
 */
function queryKinds(courses: readonly Course[]): Record<string, string[]> {
  const random = seededRandom(2026);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const lower = courses.map((course) => course.name.toLowerCase());
  const words = [...new Set(lower.flatMap((name) => name.split(' ')))].filter((word) =>
    /^[a-z]{6,}$/.test(word),
  );
  const searches = new Set<string>();
  while (searches.size < ROUNDS) {
    const word = pick(words);
    const length = 3 + Math.floor(random() * 4);
    const from = Math.floor(random() * (word.length - length + 1));
    searches.add(word.slice(from, from + length));
  }
  const typos = new Set<string>();
  while (typos.size < ROUNDS) {
    const word = pick(words);
    const at = 1 + Math.floor(random() * (word.length - 3));
    const typo = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
    if (!lower.some((name) => name.includes(typo))) typos.add(typo);
  }
  const sorts = ['name', 'price', 'star'];
  return {
    'first page': Array.from(
      { length: ROUNDS },
      (_, round) => `_page=${1 + (round % 50)}&_limit=12`,
    ),
    search: [...searches].map((q) => `q=${q}&_limit=12`),
    'category+sort': Array.from(
      { length: ROUNDS },
      (_, round) =>
        `category=${pick(COURSE_CATEGORIES)}&_sort=${pick(sorts)}&_order=${pick(['asc', 'desc'])}` +
        `&_page=${1 + (round % 20)}&_limit=12`,
    ),
    typo: [...typos].map((q) => `q=${q}&_limit=12`),
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mock-bench-'));
  const dataFile = path.join(dir, 'db.json');
  const lines: string[] = [];
  const report = (line: string): void => {
    lines.push(line);
    console.log(line);
  };
  try {
    // ---- The working copy (as npm run db:seed writes it) ----
    let started = performance.now();
    const db = await seededDatabase(COURSES);
    await writeNewSnapshot(dataFile, db);
    report(
      `working copy: ${db.courses.length} courses, ${db.enroll.length} enrollments, ` +
        `${db.payments.length} payments, ${(statSync(dataFile).size / 1e6).toFixed(1)} MB, ` +
        `written in ${ms(performance.now() - started)}`,
    );

    // ---- In-process: load and query ----
    started = performance.now();
    const store = await openFileStore(dataFile, { log: () => undefined });
    const loadedAt = performance.now();
    prepareCourseSearch((await store.read()).courses);
    report(
      `store load ${ms(loadedAt - started)} + catalogue indexes ${ms(performance.now() - loadedAt)}`,
    );
    const courses = (await store.read()).courses;
    const kinds = queryKinds(courses);
    for (const [kind, params] of Object.entries(kinds)) {
      const samples: number[] = [];
      for (const param of params) {
        const t = performance.now();
        const query = parseCourseQuery(new URLSearchParams(param));
        searchCourses(courses, query);
        categoryFacets(courses, query.q);
        samples.push(performance.now() - t);
      }
      const { p50, p95 } = percentiles(samples);
      report(`in-process ${kind} (and its facets): p50 ${ms(p50)}, p95 ${ms(p95)}`);
    }
    // A course added: the next typo search and sorted page (incremental indexes).
    await store.update((tx) =>
      tx.insert('courses', {
        _id: 'ffffffffffffffffffffffff',
        name: 'Quokka Wrangling',
        description: '',
        price: 10,
        img: '',
        category: 'Technical',
      }),
    );
    const afterAdd = (await store.read()).courses;
    const firsts = ['q=quokak', '_sort=name', 'category=Technical&_sort=price&_order=desc'].map(
      (param) => {
        const t = performance.now();
        const result = searchCourses(afterAdd, parseCourseQuery(new URLSearchParams(param)));
        if (param === 'q=quokak' && result.items[0]?.name !== 'Quokka Wrangling')
          throw new Error('the added course is not found');
        return `${param} ${ms(performance.now() - t)}`;
      },
    );
    report(`after a course is added, the first: ${firsts.join(', ')}`);
    await store.close({ compact: false });
    await writeNewSnapshot(dataFile, db); // the bench's server starts on the generated copy

    // ---- The server process, checking signed tokens against a test sign-in service ----
    const provider = await startTestIdentityProvider({ accounts: SEED_ACCOUNTS });
    started = performance.now();
    const running = await startJsonServerProcess({
      env: { ...provider.env, MOCK_DB_FILE: dataFile },
    });
    report(`server process: listening ${ms(performance.now() - started)} after spawn`);
    const port = Number(new URL(running.apiUrl).port);
    try {
      for (const [kind, params] of Object.entries(kinds)) {
        const samples: number[] = [];
        for (const param of params) {
          const response = await sendRaw(port, { method: 'GET', target: `/courses?${param}` });
          if (response.status !== 200) throw new Error(`GET /courses?${param}: ${response.status}`);
          samples.push(response.elapsedMs);
        }
        const { p50, p95 } = percentiles(samples);
        report(`HTTP GET /courses ${kind}: p50 ${ms(p50)}, p95 ${ms(p95)}`);
      }

      // ---- 100 concurrent enrollments, on a server that just started, then on a warm one ----
      const journalBefore = statSync(journalFileOf(dataFile)).size;
      const enrollments = async (round: number) => {
        const email = (index: number) => `bench-${round}-${index}@example.com`;
        // Signed before the burst: the figures are the server's, not the signing's.
        const tokens = await Promise.all(
          Array.from({ length: ENROLLMENTS }, (_, index) => provider.tokenFor(email(index))),
        );
        // Each learner has signed in and opened a page before enrolling, as in the app: the server
        // has looked their account up once (an Identity Toolkit call), and the burst measures
        // enrollments, not first sign-ins.
        await runPool(tokens, 10, (token, index) =>
          sendRaw(port, {
            method: 'GET',
            target: `/users/${encodeURIComponent(email(index))}`,
            headers: { Authorization: `Bearer ${token}` },
          }),
        );
        return db.courses
          .slice(-ENROLLMENTS * 7 * (round + 1))
          .filter((_, index) => index % 7 === 0)
          .slice(0, ENROLLMENTS)
          .map((course, index) =>
            enrollmentRequest(email(index), course, tokens[index] ?? '', {
              displayName: `Bench Learner ${index}`,
              phone: '+15550100',
              address: '1 Bench Street',
              city: 'Springfield',
            }),
          );
      };
      const burst = async (round: number, label: string) => {
        const requests = await enrollments(round);
        const cpuBefore = processCpuMs(running.child.pid);
        const burstStarted = performance.now();
        const answers = await runPool(requests, ENROLLMENTS, (request) =>
          sendRaw(port, request, 30_000),
        );
        const wall = performance.now() - burstStarted;
        const serverCpu = processCpuMs(running.child.pid) - cpuBefore;
        const failed = answers.filter((response) => response.status !== 201);
        if (failed.length > 0)
          throw new Error(`${failed.length} enrollments failed: ${failed[0]?.body}`);
        const latency = percentiles(answers.map((response) => response.elapsedMs));
        report(
          `${ENROLLMENTS} concurrent POST /enroll (${label}): all 201 in ${ms(wall)}; latency ` +
            `p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, max ${ms(latency.max)}; server CPU ` +
            `${(serverCpu / ENROLLMENTS).toFixed(2)} ms per enrollment`,
        );
        return answers;
      };
      const responses = [
        ...(await burst(0, 'just started')),
        ...(await burst(1, 'again')),
        ...(await burst(2, 'again')),
      ];
      const journalBytes = statSync(journalFileOf(dataFile)).size - journalBefore;
      report(`journal: ${(journalBytes / responses.length).toFixed(0)} bytes per enrollment`);
      const ids = responses.map(
        (response) => (JSON.parse(response.body) as { insertedId: string }).insertedId,
      );
      started = performance.now();
      await running.stop();
      report(`clean shutdown (with compaction): ${ms(performance.now() - started)}`);
      const stored = new Set((await loadDataFile(dataFile)).enroll.map((item) => item._id));
      const missing = ids.filter((id) => !stored.has(id));
      report(`after restart: ${ids.length - missing.length} of ${ids.length} enrollments stored`);
      if (missing.length > 0) process.exitCode = 1;
    } finally {
      await running.stop();
      await provider.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nSummary (${COURSES} courses):\n  ${lines.join('\n  ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
