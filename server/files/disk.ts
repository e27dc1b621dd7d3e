// GET /api/balance/get_disk_space: the disk holding DATA_DIR (spec 000 section 3 "Disk space": size, used,
// avail, use_percent, free). Units: `size`, `used`, `avail` in bytes; `use_percent` 0-100 (whole percent,
// as `df` rounds: used / (used + avail), the space reserved for root not counted as available); `free` is
// `avail` in GiB (2^30 bytes) with two decimals, so that the spec's "low disk alert when free is 2 or less"
// reads as "2 GB or less left".
import { mkdir, statfs } from 'node:fs/promises';
import type { DiskSpace } from '../from-client';

const GIB = 1024 ** 3;

export async function diskSpace(dir: string): Promise<DiskSpace> {
  await mkdir(dir, { recursive: true });
  const s = await statfs(dir);
  const size = s.blocks * s.bsize;
  const used = (s.blocks - s.bfree) * s.bsize;
  const avail = s.bavail * s.bsize;
  const use_percent = used + avail > 0 ? Math.ceil((used / (used + avail)) * 100) : 0;
  return { size, used, avail, use_percent, free: Math.floor((avail / GIB) * 100) / 100 };
}
