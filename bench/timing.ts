// Shared by the bench figures that time calls: polling until something holds, and printing a median
// beside its goal.
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(check: () => Promise<boolean> | boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await wait(20);
  }
}

/** Prints median, p90 and min of `times` under `title`; answers whether the median is within `goalMs`. */
export function printMedian(title: string, times: number[], goalMs: number): boolean {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const p90 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))];
  const verdict = median <= goalMs ? 'within' : 'OVER';
  console.log(`\n${title}:`);
  console.log(
    `  median ${median.toFixed(0)} ms, p90 ${p90.toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms (goal median <= ${goalMs} ms: ${verdict})`,
  );
  return median <= goalMs;
}
