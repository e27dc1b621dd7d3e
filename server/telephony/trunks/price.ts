// What a call costs (issue 12, "Call records"): every started minute of billed talk at the trunk's
// per-minute tariff, so 1 s costs a minute and 0 s costs nothing. Rounded to kopecks/cents for the report.

export function callPrice(billSec: number, tariffPerMinute: number): number {
  if (!(billSec > 0) || !(tariffPerMinute > 0)) return 0;
  const minutes = Math.ceil(billSec / 60);
  return Math.round(minutes * tariffPerMinute * 100) / 100;
}
