// CPU seconds and peak memory of the processes a bench run watches, read from /proc while they run (a
// process that has exited and been reaped is gone from /proc, so its last sample stands). CPU counts from
// the first sample, so the bench process's own start (database, seeding) is left out. A group is a label
// and a function naming its pids now (Kamailio is a main process and its workers).
import { readFileSync } from 'node:fs';

const TICKS_PER_SEC = 100; // USER_HZ on Linux

interface Sample {
  cpuTicks: number;
  peakKb: number;
}

function read(pid: number): Sample | null {
  try {
    // Fields after the command name (which may hold spaces): state is [0], utime [11], stime [12].
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return { cpuTicks: Number(fields[11]) + Number(fields[12]), peakKb: Number(peak?.[1] ?? 0) };
  } catch {
    return null;
  }
}

export interface GroupUsage {
  label: string;
  processes: number;
  cpuSec: number;
  /** The largest peak resident set of one process of the group (Kamailio's workers share memory). */
  peakRssMb: number;
}

export function sampleProcesses(groups: { label: string; pids: () => number[] }[], everyMs = 500) {
  const last = new Map<string, Map<number, Sample>>(groups.map((g) => [g.label, new Map()]));
  const firstTicks = new Map<number, number>();
  const sample = () => {
    for (const g of groups)
      for (const pid of g.pids()) {
        const s = read(pid);
        if (!s) continue;
        if (!firstTicks.has(pid)) firstTicks.set(pid, s.cpuTicks);
        last.get(g.label)!.set(pid, s);
      }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    /** Takes a last sample and stops; answers each group's usage. */
    stop(): GroupUsage[] {
      sample();
      clearInterval(timer);
      return groups.map((g) => {
        const byPid = [...last.get(g.label)!.entries()];
        const samples = byPid.map(([, s]) => s);
        const ticks = byPid.reduce((sum, [pid, s]) => sum + s.cpuTicks - firstTicks.get(pid)!, 0);
        return {
          label: g.label,
          processes: samples.length,
          cpuSec: ticks / TICKS_PER_SEC,
          peakRssMb: Math.max(0, ...samples.map((s) => s.peakKb)) / 1024,
        };
      });
    },
  };
}

/** The CPU seconds of this process's children that have exited (opusenc conversions). */
export function reapedChildrenCpuSec(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SEC;
}
