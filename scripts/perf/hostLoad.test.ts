import { foreignLoad, parseProcStat, parseProcessStat, type CpuSample } from './hostLoad';

describe('parseProcStat', () => {
  it('sums user to steal and reads steal', () => {
    expect(parseProcStat('cpu  100 5 20 800 10 0 5 60 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n')).toEqual({
      total: 1000,
      steal: 60,
    });
  });
});

describe('parseProcessStat', () => {
  it('reads the parent and user + system time, even with spaces in the name', () => {
    const line =
      '4242 (Web Content x) S 4200 4242 4200 0 -1 4194560 100 0 0 0 300 45 0 0 20 0 12 0 900 0 0';
    expect(parseProcessStat(line)).toEqual({ parent: 4200, busy: 345 });
  });
});

describe('foreignLoad', () => {
  const sample = (
    total: number,
    steal: number,
    processes: [number, number, number][],
  ): CpuSample => ({
    total,
    steal,
    processes: new Map(processes.map(([pid, parent, busy]) => [pid, { parent, busy }])),
  });

  it('counts steal and processes outside the measuring tree, not the tree itself', () => {
    // 10 = the runner, 11 = its browser, 12 = a renderer; 50 = an unrelated process.
    const before = sample(1000, 0, [
      [10, 1, 0],
      [11, 10, 0],
      [12, 11, 0],
      [50, 1, 0],
    ]);
    const after = sample(2000, 100, [
      [10, 1, 100],
      [11, 10, 200],
      [12, 11, 300],
      [50, 1, 150],
    ]);
    expect(foreignLoad(before, after, 10)).toBeCloseTo(0.25);
  });

  it('counts a process that started between the samples', () => {
    const before = sample(1000, 0, [[10, 1, 0]]);
    const after = sample(2000, 0, [
      [10, 1, 100],
      [60, 1, 400],
    ]);
    expect(foreignLoad(before, after, 10)).toBeCloseTo(0.4);
  });

  it('is 0 on a quiet machine', () => {
    const before = sample(1000, 5, [[10, 1, 0]]);
    const after = sample(2000, 5, [[10, 1, 900]]);
    expect(foreignLoad(before, after, 10)).toBe(0);
  });
});
