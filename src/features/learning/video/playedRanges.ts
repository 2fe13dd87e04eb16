/** Seconds of a video, as [start, end] ranges. */
export type PlayedRange = [number, number];

/** Ranges closer than this (s) are one: the gap is rounding, not a skip. */
const JOIN_GAP = 0.05;

/** The ranges sorted, overlapping and touching ones joined, empty ones dropped. */
export function mergeRanges(ranges: readonly PlayedRange[]): PlayedRange[] {
  const sorted = ranges
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .map(([start, end]): PlayedRange => [start, end])
    .sort((a, b) => a[0] - b[0]);
  const merged: PlayedRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1] + JOIN_GAP) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

/** The ranges cut to [0, length]: nothing is claimed beyond the video. */
export function clampRanges(ranges: readonly PlayedRange[], length: number): PlayedRange[] {
  return mergeRanges(
    ranges.map(([start, end]): PlayedRange => [Math.max(0, start), Math.min(length, end)]),
  );
}

/** How many seconds the ranges cover. */
export const playedSeconds = (ranges: readonly PlayedRange[]): number =>
  mergeRanges(ranges).reduce((sum, [start, end]) => sum + end - start, 0);

/**
 * The longest step (s of the video) between two `timeupdate`s that still counts as playing.
 * Browsers fire one every 15 to 250 ms of playback, so even at the fastest speed (2×) a step is at
 * most half a second; a longer jump is a seek, which plays nothing.
 */
export const MAX_PLAYED_STEP = 1;

/**
 * What a learner has actually played of a video: the ranges heard before (earlier visits) and the
 * steps of continuous playback since, as `timeupdate` reports them. A seek (to the end, say)
 * covers nothing: only the steps between two updates while playing count, each at most
 * MAX_PLAYED_STEP long.
 */
export class PlayedRanges {
  private ranges: PlayedRange[];
  /** Where playback was at the last update while playing; null while paused or seeking. */
  private last: number | null = null;

  constructor(earlier: readonly PlayedRange[] = []) {
    this.ranges = mergeRanges(earlier);
  }

  /** Adds ranges played elsewhere (the server's, from earlier visits). */
  add(ranges: readonly PlayedRange[]): void {
    this.ranges = mergeRanges([...this.ranges, ...ranges]);
  }

  /** Playback (re)started at `time` (play, or a seek ended while playing). */
  start(time: number): void {
    this.last = time;
  }

  /** Playback reached `time`: the step since the last update counts, if it was playing. */
  advance(time: number): void {
    const last = this.last;
    if (last === null) return;
    const step = time - last;
    if (step > 0 && step <= MAX_PLAYED_STEP) this.add([[last, time]]);
    this.last = time;
  }

  /** Playback stopped (pause, seek, end): nothing counts until it starts again. */
  stop(): void {
    this.last = null;
  }

  get played(): PlayedRange[] {
    return this.ranges.map(([start, end]): PlayedRange => [start, end]);
  }
}
