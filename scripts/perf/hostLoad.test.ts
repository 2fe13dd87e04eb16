import {
  foreignLoad,
  parseProcStat,
  parseProcessStat,
  waitForQuietHost,
  type CpuSample,
} from './hostLoad';

describe('parseProcStat', () => {
  it('reads total, busy and steal jiffies', () => {
    expect(parseProcStat('cpu  100 5 20 800 10 0 5 60 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n')).toEqual({
      total: 1000,
      busy: 130,
      steal: 60,
    });
  });
});

describe('parseProcessStat', () => {
  it("reads the parent and its own and its reaped children's time, even with spaces in the name", () => {
    const line =
      '4242 (Web Content x) S 4200 4242 4200 0 -1 4194560 100 0 0 0 300 45 7 3 20 0 12 0 900 0 0';
    expect(parseProcessStat(line)).toEqual({ parent: 4200, busy: 355 });
  });
});

describe('foreignLoad', () => {
  const sample = (
    busy: number,
    steal: number,
    processes: [number, number, number][],
  ): CpuSample => ({
    total: 1000 + busy + steal,
    busy,
    steal,
    processes: new Map(processes.map(([pid, parent, time]) => [pid, { parent, busy: time }])),
  });

  it('counts steal and work outside the measuring tree, not the tree itself', () => {
    // 10 = the runner, 11 = its browser, 12 = a renderer; 50 = an unrelated process.
    const before = sample(0, 0, [
      [10, 1, 0],
      [11, 10, 0],
      [12, 11, 0],
      [50, 1, 0],
    ]);
    const after = sample(750, 100, [
      [10, 1, 100],
      [11, 10, 200],
      [12, 11, 300],
      [50, 1, 150],
    ]);
    // (750 busy - 600 ours + 100 steal) of (1000 + 750 + 100) - (1000) jiffies.
    expect(foreignLoad(before, after, 10)).toBeCloseTo(250 / 850);
  });

  it('counts work by processes that ended meanwhile, outside the tree', () => {
    const before = sample(0, 0, [[10, 1, 0]]);
    // A test runner used 400 jiffies and exited: only the machine's busy time shows it.
    const after = sample(500, 0, [[10, 1, 100]]);
    expect(foreignLoad(before, after, 10)).toBeCloseTo(400 / 500);
  });

  it('keeps ended renderers of the tree as ours (reaped into their parent)', () => {
    const before = sample(0, 0, [
      [10, 1, 0],
      [11, 10, 0],
      [12, 11, 50],
    ]);
    // Renderer 12 worked 250 more jiffies and ended; its 300 now show in browser 11's children
    // time. The machine was busy 350 jiffies: the runner's 100 and the renderer's 250.
    const after = sample(350, 0, [
      [10, 1, 100],
      [11, 10, 300],
    ]);
    expect(foreignLoad(before, after, 10)).toBe(0);
  });

  it('is 0 on a quiet machine', () => {
    const before = sample(0, 5, [[10, 1, 0]]);
    const after = sample(900, 5, [[10, 1, 900]]);
    expect(foreignLoad(before, after, 10)).toBe(0);
  });
});

describe('waitForQuietHost', () => {
  /** A sampler whose every window has the next of `loads` as the machine's busy share. */
  const samplerWith = (loads: number[]) => {
    let total = 0;
    let busy = 0;
    let window = 0;
    let calls = 0;
    return () => {
      // Samples come in pairs around each window: the second of a pair adds the window's work.
      if (calls % 2 === 1) {
        total += 100;
        busy += Math.round((loads[window] ?? 0) * 100);
        window += 1;
      }
      calls += 1;
      return { total, busy, steal: 0, processes: new Map() } satisfies CpuSample;
    };
  };
  const noSleep = () => Promise.resolve();

  it('returns after the first window in which the machine was quiet', async () => {
    const result = await waitForQuietHost({
      quietShare: 0.15,
      windowMs: 1000,
      maxWaitMs: 60_000,
      sample: samplerWith([0.9, 0.5, 0.05, 0.9]),
      sleep: noSleep,
    });
    expect(result).toEqual({ load: 0.05, waitedMs: 3000 });
  });

  it('gives up once the longest wait has passed on a machine that stays busy', async () => {
    const result = await waitForQuietHost({
      quietShare: 0.15,
      windowMs: 1000,
      maxWaitMs: 4000,
      sample: samplerWith([0.8, 0.8, 0.8, 0.8, 0.8, 0.8]),
      sleep: noSleep,
    });
    expect(result).toEqual({ load: 0.8, waitedMs: 4000 });
  });
});
