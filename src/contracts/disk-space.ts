// GET /api/balance/get_disk_space (spec 000 section 3, "Disk space"): the disk holding the data folder.
// Declared once: the server measures it (server/files/disk.ts), the file manager shows it.

export interface DiskSpace {
  /** Bytes. */
  size: number;
  /** Bytes. */
  used: number;
  /** Bytes. */
  avail: number;
  /** 0-100, a whole percent as `df` rounds it. */
  use_percent: number;
  /** `avail` in GiB with two decimals, rounded down. */
  free: number;
}
