import { slowdownFor } from './calibrate';

describe('slowdownFor', () => {
  it("gives Lighthouse's default 4x on the high-end desktop it assumes, less on a slower host, more on a faster one", () => {
    expect(slowdownFor(1533)).toBeCloseTo(4, 1);
    expect(slowdownFor(1300)).toBe(3);
    expect(slowdownFor(1050)).toBe(2.5);
    expect(slowdownFor(800)).toBe(2);
    expect(slowdownFor(2000)).toBeCloseTo(6, 1);
  });

  it('never speeds the CPU up, and falls back to no slowdown without a benchmark', () => {
    expect(slowdownFor(100)).toBe(1);
    expect(slowdownFor(Number.NaN)).toBe(1);
  });
});
