// The process's peak resident memory over a stretch of the bench: Linux keeps the peak (VmHWM) and resets it
// when 5 is written to clear_refs, so the figure covers only what came after `reset`.
import { readFileSync, writeFileSync } from 'node:fs';

export function resetPeakRss(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/** MB, or null where /proc is not there. */
export function peakRssMb(): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}
