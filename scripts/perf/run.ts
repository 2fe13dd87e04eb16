/**
 * `npm run perf`: builds the site, serves dist/ with the mock API and the auth emulator, runs
 * Lighthouse (Debian's Chromium) on the home page, a course's enrollment page and the dashboard,
 * mobile and desktop, writes the reports to reports/perf/ and fails when a page misses its budget
 * (scripts/perf/budgets.ts).
 *
 * The CPU-bound figures (performance score, total blocking time) depend on the host, so:
 * - each series starts once the machine is quiet (or after a minute of waiting);
 * - the mobile CPU slowdown is calibrated before each run from the host's benchmark index;
 * - the home page is measured five times on mobile and the median run is kept;
 * - a series that misses only CPU-bound budgets is measured again, and fails if it misses again,
 *   unless other work took over 10% of the machine's CPU meanwhile (other processes or hypervisor
 *   steal, read from /proc): then the figures are reported with that share, not failed.
 *
 *   npm run perf                  build, then measure
 *   npm run perf -- --no-build    measure the build already in dist/ (built for these ports)
 *   --cpu-budgets=report          never fail on the CPU-bound budgets, only report them
 *   --only=home,dashboard         measure only these targets (budgets.ts PERF_TARGETS names)
 *   --save-traces                 also write the traces: each reported run's, and every run of a
 *                                 series (open one in DevTools' Performance panel to see what
 *                                 the main thread did)
 *
 * Ports: PORT (4173), API_PORT (5000), PAYMENT_PORT (7000), AUTH_EMULATOR_PORT (9099).
 * CHROME_PATH picks the browser (/usr/bin/chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { SEED_ACCOUNTS } from '../../mocks/seed/accounts';
import { waitForUrl } from '../authEmulator';
import { buildOffline } from '../site/buildOffline';
import { foreignLoad, sampleCpu, waitForQuietHost } from './hostLoad';
import { BUDGETS, MEASURED_COURSE_ID, PERF_TARGETS, type Budget, type FormFactor } from './budgets';
import {
  cpuSlowdownFor,
  measureBenchmarkIndex,
  measurementOf,
  runLighthouse,
  type Measurement,
} from './lighthouseRun';

const root = path.resolve(__dirname, '../..');
const reportDir = path.join(root, 'reports/perf');
const ports = {
  PORT: process.env.PORT ?? '4173',
  API_PORT: process.env.API_PORT ?? '5000',
  PAYMENT_PORT: process.env.PAYMENT_PORT ?? '7000',
  AUTH_EMULATOR_PORT: process.env.AUTH_EMULATOR_PORT ?? '9099',
};
const origin = `http://localhost:${ports.PORT}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];

async function build(): Promise<void> {
  console.log('Building the site for measurement...');
  await buildOffline();
}

function startStack(): ChildProcess {
  const stack = spawn('npx', ['tsx', 'scripts/start.ts', '--dist', '--fresh'], {
    cwd: root,
    env: { ...process.env, ...ports, MOCK_LOG: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return stack;
}

function stopStack(stack: ChildProcess): void {
  if (stack.pid !== undefined) {
    try {
      process.kill(-stack.pid, 'SIGINT');
    } catch {
      // Already stopped.
    }
  }
}

async function waitForStack(): Promise<void> {
  await waitForUrl(origin, 240_000);
  await waitForUrl(`http://localhost:${ports.API_PORT}/courses?_limit=1`, 120_000);
  const learner = SEED_ACCOUNTS.find((account) => account.role === 'learner');
  if (!learner) throw new Error('No seeded learner');
  const deadline = Date.now() + 240_000;
  for (;;) {
    const response = await fetch(
      `http://127.0.0.1:${ports.AUTH_EMULATOR_PORT}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=perf`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: learner.email, password: learner.password }),
      },
    ).catch(() => undefined);
    if (response?.ok) return;
    if (Date.now() > deadline) throw new Error('The auth emulator did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * With --cpu-budgets=report, the budgets that follow the host's CPU speed (the performance score
 * and total blocking time) are reported but do not fail the run; every other budget still does.
 */
const reportCpuBudgetsOnly = process.argv.includes('--cpu-budgets=report');

const saveTraces = process.argv.includes('--save-traces');

/** --only=name[,name]: measure only these targets. */
const onlyTargets = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const targets = PERF_TARGETS.filter((target) => !onlyTargets || onlyTargets.includes(target.name));

interface BudgetMisses {
  /** Fail the run. */
  failing: string[];
  /** Reported only (CPU-bound budgets with --cpu-budgets=report). */
  reported: string[];
  /** Whether a CPU-bound budget (performance score, blocking time) failed. */
  cpuBound: boolean;
  /** Whether any other budget failed. */
  other: boolean;
}

const NO_MISSES: BudgetMisses = { failing: [], reported: [], cpuBound: false, other: false };

/**
 * Before each series: wait (up to a minute) until the machine is quiet, so that a series does not
 * start while something is still winding down (a test suite's servers, a JVM starting up). A
 * clean-clone CI run once measured a first series at TBT 213 ms right after the end-to-end suite,
 * then 96 ms on the confirming series.
 */
const QUIET = { quietShare: 0.1, windowMs: 1000, maxWaitMs: 60_000 };

async function settle(series: string): Promise<void> {
  const { load, waitedMs } = await waitForQuietHost(QUIET);
  console.log(
    `  ${series}: starts after ${waitedMs / 1000} s, the machine ${Math.round(load * 100)}% busy`,
  );
}

/**
 * A series measured while other work took more than this share of the machine's CPU does not fail
 * on the CPU-bound budgets: its blocking time measures the host more than the page.
 */
const BUSY_HOST_SHARE = 0.1;

function misses(measured: Measurement, budget: Budget, hostBusy = false): BudgetMisses {
  const result: BudgetMisses = { failing: [], reported: [], cpuBound: false, other: false };
  const note = (problem: string, cpuBound = false) => {
    if (cpuBound && (reportCpuBudgetsOnly || hostBusy)) {
      result.reported.push(problem);
      return;
    }
    result.failing.push(problem);
    if (cpuBound) result.cpuBound = true;
    else result.other = true;
  };
  const atLeast = (name: string, value: number, min: number | undefined, cpuBound = false) => {
    if (min !== undefined && value < min) note(`${name} ${value} < ${min}`, cpuBound);
  };
  const atMost = (name: string, value: number, max: number | undefined, cpuBound = false) => {
    if (max !== undefined && !(value <= max)) note(`${name} ${value} > ${max}`, cpuBound);
  };
  atLeast('performance', measured.performance, budget.performance, true);
  atLeast('accessibility', measured.accessibility, budget.accessibility);
  atLeast('best practices', measured.bestPractices, budget.bestPractices);
  atLeast('SEO', measured.seo, budget.seo);
  atMost('LCP ms', measured.lcpMs, budget.lcpMs);
  atMost('TBT ms', measured.tbtMs, budget.tbtMs, true);
  atMost('CLS', measured.cls, budget.cls);
  atMost('JS before first paint KB', measured.jsBeforeFirstPaintKb, budget.jsBeforeFirstPaintKb);
  return result;
}

/** Writes a run's trace to reports/perf/<name>.trace.json (DevTools' Performance panel opens it). */
function writeTrace(name: string, result: RunnerResult): void {
  writeFileSync(path.join(reportDir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
}

/**
 * The run with the median performance score (Lighthouse's advice for noisy measurements); among
 * runs with the same score, the median blocking time, so that ties do not pick the best run.
 */
function medianRun(results: RunnerResult[]): RunnerResult {
  const sorted = [...results].sort(
    (a, b) =>
      (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0) ||
      measurementOf(b).tbtMs - measurementOf(a).tbtMs,
  );
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('No Lighthouse run');
  return median;
}

async function measureAll(): Promise<boolean> {
  mkdirSync(reportDir, { recursive: true });
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows: string[] = [];
  const slowdowns: number[] = [];
  let passed = true;
  try {
    if (targets.length === 0) throw new Error(`No target named ${onlyTargets?.join(', ')}`);
    for (const target of targets) {
      for (const formFactor of FORM_FACTORS) {
        const name = `${target.name}-${formFactor}`;
        const account = SEED_ACCOUNTS.find((a) => a.role === target.signedInAs);
        const runs = target.runs?.[formFactor] ?? 1;
        /** Measures the page `runs` times: the median run and how busy the host was meanwhile. */
        const measureRuns = async () => {
          await settle(name);
          const before = sampleCpu();
          const results = [];
          for (let run = 0; run < runs; run += 1) {
            // This shared host's speed drifts: calibrate the mobile CPU slowdown before each run.
            const cpuSlowdown =
              formFactor === 'mobile' ? cpuSlowdownFor(await measureBenchmarkIndex(browser)) : 1;
            if (formFactor === 'mobile') slowdowns.push(cpuSlowdown);
            const result = await runLighthouse({
              browser,
              origin,
              path: target.path.replace(':courseId', MEASURED_COURSE_ID),
              formFactor,
              signInAs: account && { email: account.email, password: account.password },
              cpuSlowdown,
            });
            results.push(result);
            if (saveTraces && runs > 1) writeTrace(`${name}.run-${run + 1}`, result);
            if (runs > 1) {
              const m = measurementOf(result);
              console.log(
                `  ${name} run ${run + 1}/${runs}: performance ${m.performance}, TBT ${m.tbtMs} ms, LCP ${m.lcpMs} ms (CPU slowdown ${cpuSlowdown}x)`,
              );
            }
          }
          const load = foreignLoad(before, sampleCpu(), process.pid);
          return { result: medianRun(results), load };
        };
        const budget = BUDGETS[name];
        let { result, load } = await measureRuns();
        let outcome = budget ? misses(measurementOf(result), budget) : NO_MISSES;
        if (outcome.failing.length && outcome.cpuBound && !outcome.other) {
          // Only CPU-bound figures missed: a burst of load on the host can do that to a whole
          // series. Measure the series again; a real regression misses both times.
          console.log(`${name}: ${outcome.failing.join('; ')}; measuring again to confirm.`);
          ({ result, load } = await measureRuns());
          const hostBusy = load > BUSY_HOST_SHARE;
          outcome = budget ? misses(measurementOf(result), budget, hostBusy) : NO_MISSES;
          if (hostBusy && outcome.reported.length) {
            outcome.reported.push(
              `not failed: other work took ${Math.round(load * 100)}% of this machine's CPU meanwhile`,
            );
          }
        }
        const [html, json] = result.report as string[];
        writeFileSync(path.join(reportDir, `${name}.report.html`), html ?? '');
        writeFileSync(path.join(reportDir, `${name}.report.json`), json ?? '');
        if (saveTraces) writeTrace(name, result);
        const { failing, reported } = outcome;
        if (failing.length) passed = false;
        const verdict = [
          failing.length ? `MISSED: ${failing.join('; ')}` : 'ok',
          reported.length ? `(CPU-bound, reported only: ${reported.join('; ')})` : '',
        ].join(' ');
        const m = measurementOf(result);
        rows.push(
          `| ${name} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.jsBeforeFirstPaintKb} | ${m.jsTotalKb} | ${Math.round(load * 100)}% | ${verdict.trim()} |`,
        );
        console.log(rows.at(-1));
      }
    }
  } finally {
    await browser.close();
  }
  const calibration = slowdowns.length
    ? `Mobile CPU slowdown, calibrated before each run from this machine's benchmark index (target device index 264, at most 4x): ${Math.min(...slowdowns)}x to ${Math.max(...slowdowns)}x.`
    : '';
  const summary = [
    `# Lighthouse ${new Date().toISOString()}`,
    '',
    calibration,
    '',
    '| page | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | JS before first paint KB | JS total KB | other load on host | budget |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(path.join(reportDir, 'summary.md'), summary);
  console.log(`\n${summary}\nReports: ${path.relative(root, reportDir)}/`);
  return passed;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) await build();
  const stack = startStack();
  const stopOnSignal = () => {
    stopStack(stack);
    process.exit(130);
  };
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  try {
    await waitForStack();
    const passed = await measureAll();
    if (!passed) {
      console.error('\nA page missed its performance budget (scripts/perf/budgets.ts).');
      process.exitCode = 1;
    }
  } finally {
    stopStack(stack);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
