/**
 * How busy this (Linux) machine was with work other than the measurement: CPU time taken by
 * processes outside the measuring process tree, plus time the hypervisor gave to other guests
 * (steal). Blocking time measured while the host is busy mostly measures the host, not the page.
 */
import { readFileSync, readdirSync } from 'node:fs';

export interface CpuSample {
  /** Jiffies the machine spent, all CPUs together. */
  total: number;
  /** Jiffies the machine spent busy (user, nice, system, irq, softirq). */
  busy: number;
  /** Jiffies stolen by the hypervisor. */
  steal: number;
  /**
   * Each process's parent and busy jiffies, its own (user + system) and those of its ended
   * children (which the kernel adds to the parent when it reaps them), by pid.
   */
  processes: Map<number, { parent: number; busy: number }>;
}

/** Parses the `cpu` line of /proc/stat: total, busy and steal jiffies. */
export function parseProcStat(text: string): { total: number; busy: number; steal: number } {
  const line = text.split('\n').find((entry) => entry.startsWith('cpu '));
  if (!line) throw new Error('No cpu line in /proc/stat');
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    line.trim().split(/\s+/).slice(1).map(Number);
  // Guest time is already inside user.
  const busy = user + nice + system + irq + softirq;
  return { total: busy + idle + iowait + steal, busy, steal };
}

/** Parses /proc/<pid>/stat: parent pid and busy jiffies (utime + stime + cutime + cstime). */
export function parseProcessStat(text: string): { parent: number; busy: number } {
  // The command name (field 2) is in parentheses and may hold spaces: split after its end.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const jiffies = (index: number) => Number(fields[index] ?? 0);
  return { parent: Number(fields[1]), busy: jiffies(11) + jiffies(12) + jiffies(13) + jiffies(14) };
}

export function sampleCpu(): CpuSample {
  const processes = new Map<number, { parent: number; busy: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      processes.set(Number(entry), parseProcessStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // The process ended meanwhile.
    }
  }
  return { ...parseProcStat(readFileSync('/proc/stat', 'utf8')), processes };
}

/** `jiffies` as a share (0-1) of `elapsed`, clamped: samples of live processes can overlap. */
const shareOf = (jiffies: number, elapsed: number): number =>
  Math.min(1, Math.max(0, jiffies / elapsed));

/** Whether `pid` descends from `ancestor` (or is it). */
function descendsFrom(
  pid: number,
  ancestor: number,
  processes: Map<number, { parent: number }>,
): boolean {
  for (let current = pid, hops = 0; current > 1 && hops < 64; hops += 1) {
    if (current === ancestor) return true;
    const parent = processes.get(current)?.parent;
    if (parent === undefined) return false;
    current = parent;
  }
  return false;
}

/** Busy jiffies of `root` and its live descendants, ended (reaped) ones included. */
function treeBusy(sample: CpuSample, root: number): number {
  let busy = 0;
  for (const [pid, process] of sample.processes) {
    if (descendsFrom(pid, root, sample.processes)) busy += process.busy;
  }
  return busy;
}

/**
 * The share (0-1) of the machine's CPU time between two samples taken by anything but `measuring`
 * and its descendants (the browser, the servers it started): other processes, and steal.
 */
export function foreignLoad(before: CpuSample, after: CpuSample, measuring: number): number {
  const elapsed = after.total - before.total;
  if (elapsed <= 0) return 0;
  const ours = treeBusy(after, measuring) - treeBusy(before, measuring);
  const foreign = after.busy - before.busy - ours + (after.steal - before.steal);
  return shareOf(foreign, elapsed);
}

/** The share (0-1) of the machine's CPU time between two samples that went to any work, steal included. */
export function machineLoad(before: CpuSample, after: CpuSample): number {
  const elapsed = after.total - before.total;
  if (elapsed <= 0) return 0;
  return shareOf(after.busy - before.busy + (after.steal - before.steal), elapsed);
}

export interface QuietWaitOptions {
  /** The machine counts as quiet once less than this share (0-1) of its CPU was busy in a window. */
  quietShare: number;
  windowMs: number;
  /** Give up waiting after this long and measure anyway. */
  maxWaitMs: number;
  sample?: () => CpuSample;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Waits until the whole machine has been quiet for one window (what the measuring tree started
 * counts too: a server still starting up competes with the browser as much as anything else), or
 * until `maxWaitMs` has passed. Returns the last window's load and how long it waited.
 */
export async function waitForQuietHost({
  quietShare,
  windowMs,
  maxWaitMs,
  sample = sampleCpu,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: QuietWaitOptions): Promise<{ load: number; waitedMs: number }> {
  let waitedMs = 0;
  for (;;) {
    const before = sample();
    await sleep(windowMs);
    waitedMs += windowMs;
    const load = machineLoad(before, sample());
    if (load < quietShare || waitedMs >= maxWaitMs) return { load, waitedMs };
  }
}
