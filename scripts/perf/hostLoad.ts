/**
 * How busy this (Linux) machine was with work other than the measurement: CPU time taken by
 * processes outside the measuring process tree, plus time the hypervisor gave to other guests
 * (steal). Blocking time measured while the host is busy mostly measures the host, not the page.
 */
import { readFileSync, readdirSync } from 'node:fs';

export interface CpuSample {
  /** Jiffies the machine spent, all CPUs together. */
  total: number;
  /** Jiffies stolen by the hypervisor. */
  steal: number;
  /** Busy jiffies of each process (user + system), by pid. */
  processes: Map<number, { parent: number; busy: number }>;
}

/** Parses the `cpu` line of /proc/stat: total and steal jiffies. */
export function parseProcStat(text: string): { total: number; steal: number } {
  const line = text.split('\n').find((entry) => entry.startsWith('cpu '));
  if (!line) throw new Error('No cpu line in /proc/stat');
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal guest guest_nice; guest time is inside user.
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { total, steal: fields[7] ?? 0 };
}

/** Parses /proc/<pid>/stat: parent pid and busy jiffies (utime + stime). */
export function parseProcessStat(text: string): { parent: number; busy: number } {
  // The command name (field 2) is in parentheses and may hold spaces: split after its end.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), busy: Number(fields[11]) + Number(fields[12]) };
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

/**
 * The share (0-1) of the machine's CPU time between two samples taken by anything but `measuring`
 * and its descendants (the browser, the servers it started): other processes and steal.
 * Processes that started or ended between the samples count with what the later sample shows.
 */
export function foreignLoad(before: CpuSample, after: CpuSample, measuring: number): number {
  const elapsed = after.total - before.total;
  if (elapsed <= 0) return 0;
  const belongs = (pid: number) =>
    descendsFrom(pid, measuring, after.processes) || descendsFrom(pid, measuring, before.processes);
  let foreign = after.steal - before.steal;
  for (const [pid, { busy }] of after.processes) {
    if (belongs(pid)) continue;
    foreign += Math.max(0, busy - (before.processes.get(pid)?.busy ?? 0));
  }
  return Math.min(1, foreign / elapsed);
}
