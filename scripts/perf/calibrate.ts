/**
 * The CPU slowdown each round of `npm run perf` runs at, calibrated to this machine's speed.
 *
 * Lighthouse's 4x slowdown assumes a high-end desktop host; on a slower one (a shared 2-core CI
 * machine, whose speed also changes from minute to minute) 4x emulates a slower phone than
 * Lighthouse's, and TBT then follows the host more than the code. So the slowdown is calibrated
 * from the host's benchmark index (docs/performance.md, "Calibrated CPU slowdown": how and why).
 */
import puppeteer from 'puppeteer';

/**
 * The slowdown for a host's benchmark index that emulates the mid-tier phone Lighthouse's mobile
 * run stands for (docs/performance.md, "Calibrated CPU slowdown"): 4x at 1533 (the high-end desktop
 * the default assumes), 3x at 1300, 2x at 800, 1x at 150 and below.
 */
export function slowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/** Lighthouse's own benchmark, the one each report's "CPU/Memory Power" shows. */
async function lighthouseBenchmark(): Promise<() => number> {
  // Lighthouse ships as a dependency of @lhci/cli; its page functions have no package export.
  const modulePath = require.resolve('lighthouse/core/lib/page-functions.js', {
    paths: [require.resolve('@lhci/cli/package.json')],
  });
  const { pageFunctions } = (await import(modulePath)) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  return pageFunctions.computeBenchmarkIndex;
}

/**
 * This machine's benchmark index now: the median of three measurements in a page of the browser
 * Lighthouse runs (each takes about a second).
 */
export async function measureBenchmarkIndex(chromePath: string): Promise<number> {
  const benchmark = await lighthouseBenchmark();
  const browser = await puppeteer.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const indices: number[] = [];
    for (let run = 0; run < 3; run += 1) indices.push(await page.evaluate(benchmark));
    return indices.sort((a, b) => a - b)[1] ?? Number.NaN;
  } finally {
    await browser.close();
  }
}
