import {
  describeFailure,
  figuresOf,
  formatTable,
  marksOf,
  median,
  medianRun,
  type AssertionResult,
  type Lhr,
} from './summary';

/** A Lighthouse result with the figures the table reads. */
function lhr(run: {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  totalBytes: number;
}): Lhr {
  return {
    finalUrl: 'http://localhost:4173/',
    lighthouseVersion: '12.6.1',
    categories: { performance: { score: run.score } },
    audits: {
      'largest-contentful-paint': { numericValue: run.lcpMs },
      'total-blocking-time': { numericValue: run.tbtMs },
      'cumulative-layout-shift': { numericValue: run.cls },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', requestCount: 18, transferSize: run.totalBytes },
            { resourceType: 'script', requestCount: 9, transferSize: run.scriptBytes },
            { resourceType: 'image', requestCount: 6, transferSize: 69_029 },
          ],
        },
      },
    },
  };
}

const runs = [
  lhr({ score: 0.99, lcpMs: 1367, tbtMs: 128, cls: 0, scriptBytes: 143_379, totalBytes: 230_660 }),
  lhr({
    score: 0.9,
    lcpMs: 1900,
    tbtMs: 420,
    cls: 0.02,
    scriptBytes: 143_379,
    totalBytes: 231_700,
  }),
  lhr({ score: 0.97, lcpMs: 1210, tbtMs: 190, cls: 0, scriptBytes: 143_400, totalBytes: 230_000 }),
];

describe('median', () => {
  it('takes the middle value, and the mean of the middle two for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('figuresOf', () => {
  it("reports each figure's median over the runs, not one run's figures", () => {
    const figures = figuresOf('home', runs);
    expect(figures.runs).toBe(3);
    expect(figures.score).toBe(97);
    expect(figures.lcpMs).toBe(1367);
    expect(figures.tbtMs).toBe(190);
    expect(figures.cls).toBe(0);
    expect(figures.scriptKb).toBeCloseTo(143_379 / 1024);
    expect(figures.totalKb).toBeCloseTo(230_660 / 1024);
  });
});

describe('medianRun', () => {
  it('picks the run with the median performance score', () => {
    expect(medianRun(runs)).toBe(runs[2]);
  });
});

describe('formatTable', () => {
  it('prints one row per route with score, LCP, TBT, CLS, JS KB and total KB', () => {
    const table = formatTable([
      figuresOf('home', runs),
      figuresOf('course page', runs.slice(0, 1)),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(
      /^\| route\s+\| score \| +LCP \| +TBT \| +CLS \| JS KB \| total KB \|$/,
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'home',
      '97',
      '1.37 s',
      '190 ms',
      '0.000',
      '140',
      '225',
      '',
    ]);
    expect(lines[3]).toContain('| course page |');
    expect(lines[3]).toContain('| 128 ms |');
  });
});

/** A failed assertion as `lhci assert` writes it. */
const failed = (
  auditId: string,
  auditProperty: string | undefined,
  level: AssertionResult['level'],
  actual: number,
  expected: number,
): AssertionResult => ({
  url: 'http://localhost:4173/contact',
  auditId,
  ...(auditProperty ? { auditProperty } : {}),
  level,
  actual,
  expected,
  passed: false,
});

describe('marks in the table', () => {
  it('marks a figure below the floor or over budget with ✘ and one only below the goal with !', () => {
    const marks = marksOf([
      // TBT misses both the goal (warn) and the floor (error): the error wins.
      failed('total-blocking-time', undefined, 'warn', 468, 150),
      failed('total-blocking-time', undefined, 'error', 468, 300),
      failed('categories', 'performance', 'warn', 0.88, 0.95),
      failed('resource-summary', 'script.size', 'error', 375_428, 163_840),
      // Requests have no column: listed under the table only.
      failed('resource-summary', 'total.count', 'error', 23, 22),
    ]);
    expect(marks).toEqual({ tbt: 'error', score: 'warn', js: 'error' });
    const row = formatTable([figuresOf('contact', runs, marks)]).split('\n')[2];
    expect(row?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'contact',
      '97 !',
      '1.37 s',
      '190 ms ✘',
      '0.000',
      '140 ✘',
      '225',
      '',
    ]);
  });

  it('ignores assertions that passed', () => {
    expect(
      marksOf([{ ...failed('cumulative-layout-shift', undefined, 'error', 0, 0.1), passed: true }]),
    ).toEqual({});
  });
});

describe('describeFailure', () => {
  it('says what failed with its figure and its limit, in the units of the table', () => {
    expect(describeFailure(failed('total-blocking-time', undefined, 'error', 467.99, 300))).toBe(
      'TBT 468 ms > 300 ms',
    );
    expect(
      describeFailure(failed('largest-contentful-paint', undefined, 'error', 5071, 2500)),
    ).toBe('LCP 5.07 s > 2.50 s');
    expect(describeFailure(failed('categories', 'performance', 'error', 0.54, 0.85))).toBe(
      'score 54 < 85',
    );
    expect(
      describeFailure(failed('cumulative-layout-shift', undefined, 'error', 0.1234, 0.1)),
    ).toBe('CLS 0.123 > 0.1');
    expect(
      describeFailure(failed('resource-summary', 'script.size', 'error', 375_428, 163_840)),
    ).toBe('JS 367 KB > 160 KB');
    expect(
      describeFailure(failed('resource-summary', 'total.size', 'error', 405_508, 266_240)),
    ).toBe('total 396 KB > 260 KB');
    expect(describeFailure(failed('resource-summary', 'total.count', 'error', 23, 22))).toBe(
      'requests 23 > 22',
    );
    expect(describeFailure(failed('categories', 'accessibility', 'error', 0.96, 1))).toBe(
      'accessibility 96 < 100',
    );
  });
});
