/** One Lighthouse run of a page in Debian's Chromium, and the figures `npm run perf` checks. */
import type { Config, RunnerResult } from 'lighthouse';
import type { Browser, Page } from 'puppeteer-core';

/*
 * Lighthouse is loaded with import(), not import: tsx would otherwise convert it to CommonJS with
 * esbuild's keepNames, and the `__name` helpers it adds break the functions Lighthouse runs in the page.
 */
const loadLighthouse = async () => {
  const [{ default: lighthouse }, { default: desktopConfig }] = await Promise.all([
    import('lighthouse'),
    import('lighthouse/core/config/desktop-config.js'),
  ]);
  return { lighthouse, desktopConfig };
};
import type { FormFactor } from './budgets';

export interface Measurement {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBeforeFirstPaintKb: number;
  jsTotalKb: number;
}

/**
 * Lighthouse's mobile run emulates a Moto G Power (2022), whose CPU benchmark index is about 264
 * (Chrome DevTools' CPU calibration uses the same figure). Its default 4x CPU slowdown assumes a
 * fast desktop; on a slower host it over-throttles. As DevTools' calibration and PageSpeed Insights
 * do, the slowdown is set from this machine's benchmark index, never above Lighthouse's 4x.
 */
const TARGET_DEVICE_BENCHMARK_INDEX = 264;
const MAX_CPU_SLOWDOWN = 4;

export const cpuSlowdownFor = (benchmarkIndex: number): number =>
  Math.round(
    Math.min(MAX_CPU_SLOWDOWN, Math.max(1, benchmarkIndex / TARGET_DEVICE_BENCHMARK_INDEX)) * 10,
  ) / 10;

/** This machine's Lighthouse CPU benchmark index: the median of three runs after a warm-up. */
export async function measureBenchmarkIndex(browser: Browser): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const page = await browser.newPage();
  try {
    const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const runs: number[] = [];
    for (let run = 0; run < 4; run += 1) runs.push(Number(await page.evaluate(benchmark)));
    const measured = runs.slice(1).sort((a, b) => a - b);
    return measured[1] ?? 0;
  } finally {
    await page.close();
  }
}

export interface Credentials {
  email: string;
  password: string;
}

const score = (result: RunnerResult, category: string): number =>
  Math.round((result.lhr.categories[category]?.score ?? 0) * 100);

const numeric = (result: RunnerResult, audit: string): number =>
  result.lhr.audits[audit]?.numericValue ?? Number.NaN;

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

function scriptKb(result: RunnerResult, requestedBefore = Infinity): number {
  const details = result.lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkItem[];
  const bytes = items
    .filter((item) => item.resourceType === 'Script')
    .filter((item) => (item.networkRequestTime ?? 0) < requestedBefore)
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

function firstPaintMs(result: RunnerResult): number {
  const details = result.lhr.audits.metrics?.details;
  const items = (details && 'items' in details ? details.items : []) as {
    observedFirstPaint?: number;
  }[];
  return items[0]?.observedFirstPaint ?? Infinity;
}

export function measurementOf(result: RunnerResult): Measurement {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcpMs: Math.round(numeric(result, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(result, 'total-blocking-time')),
    cls: Math.round(numeric(result, 'cumulative-layout-shift') * 1000) / 1000,
    jsBeforeFirstPaintKb: scriptKb(result, firstPaintMs(result)),
    jsTotalKb: scriptKb(result),
  };
}

/** Signs in through the login page, the way a user does. */
async function signIn(page: Page, origin: string, credentials: Credentials): Promise<void> {
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[type="email"]').fill(credentials.email);
  await page.locator('input[type="password"]').fill(credentials.password);
  await page.locator('form button[type="submit"]').click();
  // A string, not a function: tsx would add helpers to a function that the page does not have.
  await page.waitForFunction(
    "[...document.querySelectorAll('button')].some((button) => button.textContent === 'Logout')",
    { timeout: 30_000 },
  );
}

type RunOptions = {
  browser: Browser;
  origin: string;
  path: string;
  formFactor: FormFactor;
  signInAs?: Credentials;
  /** Mobile only: the CPU slowdown for this machine (cpuSlowdownFor). */
  cpuSlowdown: number;
};

/** Lighthouse's own advice for a failed trace (e.g. NO_NAVSTART) is to run again: up to 3 tries. */
const ATTEMPTS = 3;

export async function runLighthouse(options: RunOptions): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(options);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)}; trying again.`);
    }
  }
}

async function runLighthouseOnce(options: RunOptions): Promise<RunnerResult> {
  const { browser, origin, path, formFactor, signInAs, cpuSlowdown } = options;
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (signInAs) await signIn(page, origin, signInAs);
    const { lighthouse, desktopConfig } = await loadLighthouse();
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(
      `${origin}${path}`,
      {
        output: ['html', 'json'],
        logLevel: 'error',
        // Keep the session of a signed-in run (Firebase keeps it in IndexedDB).
        disableStorageReset: Boolean(signInAs),
        ...(formFactor === 'mobile' ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      },
      config,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${path}: ${result.lhr.runtimeError.message}`);
    }
    return result;
  } finally {
    await context.close();
  }
}
