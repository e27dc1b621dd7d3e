// The page size, remembered per route path like the shell's lists (spec 000 section 2.7).
import { useState } from 'react';
import { rememberedPageSize, rememberPageSize } from '@/src/plugin-api';

export function usePageSize(path: string) {
  const [size, setSize] = useState(() => rememberedPageSize(path));
  const change = (next: number) => {
    rememberPageSize(path, next);
    setSize(next);
  };
  return [size, change] as const;
}
