import { useCustom } from '@refinedev/core';
import { useCallback } from 'react';
import type { DiskSpace } from '@/src/contracts/disk-space';

/** GET /api/balance/get_disk_space: bytes, except `free` (GiB, two decimals, rounded down). */
export type { DiskSpace };

/** Spec 001 section 9: "low disk alert when free is 2 or less" (GiB). */
export const LOW_DISK_FREE_GIB = 2;

export function useDiskSpace() {
  const { query, result } = useCustom<DiskSpace>({
    url: '/balance/get_disk_space',
    method: 'get',
    errorNotification: false,
  });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return { disk: result.data as DiskSpace | undefined, refresh };
}
