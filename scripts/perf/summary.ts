/**
 * The one table `npm run perf` prints: per route, the median of its Lighthouse runs (performance
 * score, LCP, TBT, CLS, script and total KB transferred), each figure marked when it fails the run
 * or misses the goal (from `lhci assert`'s results), and which run is the median one (its HTML
 * report is kept under the route's name).
 */

/** The parts of a Lighthouse result (LHR) read here. */
export interface Lhr {
  finalUrl: string;
  lighthouseVersion: string;
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
  environment?: { benchmarkIndex?: number };
  configSettings?: {
    formFactor?: string;
    throttlingMethod?: string;
    throttling?: { cpuSlowdownMultiplier?: number };
  };
}

/** One entry of .lighthouseci/assertion-results.json (`lhci assert`), failed ones only. */
export interface AssertionResult {
  url: string;
  auditId: string;
  /** e.g. `performance` for a category, `script.size` for resource-summary. */
  auditProperty?: string;
  level: 'error' | 'warn';
  actual: number;
  expected: number;
  passed: boolean;
}

type Column = 'score' | 'lcp' | 'tbt' | 'cls' | 'js' | 'total';

/** What fails (error) or warns on a route, by column of the table. */
export type Marks = Partial<Record<Column, AssertionResult['level']>>;

export interface RouteFigures {
  route: string;
  runs: number;
  /** Performance score, 0-100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
  marks: Marks;
}

/** The median as Lighthouse CI computes it (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  const low = sorted[middle];
  if (low === undefined) return Number.NaN;
  if (sorted.length % 2 === 1) return low;
  return (low + (sorted[middle + 1] ?? low)) / 2;
}

const audit = (lhr: Lhr, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

function transferredKb(lhr: Lhr, resourceType: 'script' | 'total'): number {
  const items = (lhr.audits['resource-summary']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const item = items.find((candidate) => candidate.resourceType === resourceType);
  return (item?.transferSize ?? Number.NaN) / 1024;
}

const scoreOf = (lhr: Lhr): number => (lhr.categories.performance?.score ?? Number.NaN) * 100;

/** The medians of one route's runs. */
export function figuresOf(route: string, runs: Lhr[], marks: Marks = {}): RouteFigures {
  const medianOf = (value: (lhr: Lhr) => number) => median(runs.map(value));
  return {
    route,
    runs: runs.length,
    score: medianOf(scoreOf),
    lcpMs: medianOf((lhr) => audit(lhr, 'largest-contentful-paint')),
    tbtMs: medianOf((lhr) => audit(lhr, 'total-blocking-time')),
    cls: medianOf((lhr) => audit(lhr, 'cumulative-layout-shift')),
    scriptKb: medianOf((lhr) => transferredKb(lhr, 'script')),
    totalKb: medianOf((lhr) => transferredKb(lhr, 'total')),
    marks,
  };
}

/** The run whose performance score is the median one (the lower middle for an even count). */
export function medianRun<T extends Lhr>(runs: T[]): T | undefined {
  const sorted = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const key = (result: AssertionResult) =>
  result.auditProperty ? `${result.auditId}.${result.auditProperty}` : result.auditId;

const COLUMN_OF: Record<string, Column> = {
  'categories.performance': 'score',
  'largest-contentful-paint': 'lcp',
  'total-blocking-time': 'tbt',
  'cumulative-layout-shift': 'cls',
  'resource-summary.script.size': 'js',
  'resource-summary.total.size': 'total',
};

/** The worst level each column failed at, from a route's failed assertions. */
export function marksOf(results: AssertionResult[]): Marks {
  const marks: Marks = {};
  for (const result of results) {
    const column = COLUMN_OF[key(result)];
    if (!column || result.passed) continue;
    if (marks[column] !== 'error') marks[column] = result.level;
  }
  return marks;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** A failed assertion in words: "TBT 468 ms > 300 ms", "JS 364 KB > 160 KB". */
export function describeFailure(result: AssertionResult): string {
  const { actual, expected } = result;
  const scoreOf100 = (label: string) =>
    `${label} ${Math.round(actual * 100)} < ${Math.round(expected * 100)}`;
  switch (key(result)) {
    case 'categories.performance':
      return scoreOf100('score');
    case 'categories.accessibility':
      return scoreOf100('accessibility');
    case 'categories.best-practices':
      return scoreOf100('best practices');
    case 'categories.seo':
      return scoreOf100('SEO');
    case 'largest-contentful-paint':
      return `LCP ${seconds(actual)} > ${seconds(expected)}`;
    case 'total-blocking-time':
      return `TBT ${Math.round(actual)} ms > ${expected} ms`;
    case 'cumulative-layout-shift':
      return `CLS ${actual.toFixed(3)} > ${expected}`;
    case 'resource-summary.script.size':
      return `JS ${kb(actual)} > ${kb(expected)}`;
    case 'resource-summary.total.size':
      return `total ${kb(actual)} > ${kb(expected)}`;
    case 'resource-summary.total.count':
      return `requests ${actual} > ${expected}`;
    default:
      return `${key(result)} ${actual} (limit ${expected})`;
  }
}

const COLUMNS = ['route', 'score', 'LCP', 'TBT', 'CLS', 'JS KB', 'total KB'];

/** Marks a figure that fails the run (✘) or misses the goal (!). */
export const MARK = { error: ' ✘', warn: ' !' } as const;

function cells(figures: RouteFigures): string[] {
  const marked = (text: string, column: Column) => {
    const level = figures.marks[column];
    return level ? `${text}${MARK[level]}` : text;
  };
  return [
    figures.route,
    marked(String(Math.round(figures.score)), 'score'),
    marked(seconds(figures.lcpMs), 'lcp'),
    marked(`${Math.round(figures.tbtMs)} ms`, 'tbt'),
    marked(figures.cls.toFixed(3), 'cls'),
    marked(String(Math.round(figures.scriptKb)), 'js'),
    marked(String(Math.round(figures.totalKb)), 'total'),
  ];
}

/** A Markdown table, its columns padded so that it also reads as plain text. */
export function formatTable(rows: RouteFigures[]): string {
  const table = [COLUMNS, ...rows.map(cells)];
  const widths = COLUMNS.map((_, column) =>
    Math.max(...table.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(COLUMNS), rule, ...table.slice(1).map(line)].join('\n');
}
