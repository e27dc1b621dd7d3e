import { describe, expect, it } from 'vitest';
import { formatSize } from '@/src/shared/format-size';

// No-break spaces (before the unit, and Russian digit groups) as plain ones so the expectations read plainly.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatSize: the one way sizes are written (issue 14)', () => {
  it('writes bytes whole and larger sizes in binary steps with one decimal, in Russian', () => {
    expect(plain(formatSize(0, 'ru'))).toBe('0 Б');
    expect(plain(formatSize(1023, 'ru'))).toBe('1 023 Б');
    expect(plain(formatSize(1536, 'ru'))).toBe('1,5 КБ');
    expect(plain(formatSize(3 * 1024 * 1024, 'ru'))).toBe('3 МБ');
    expect(plain(formatSize(1.25 * 1024 ** 3, 'ru'))).toBe('1,3 ГБ');
  });

  it('uses the English decimal point and unit names in English', () => {
    expect(plain(formatSize(1536, 'en'))).toBe('1.5 KB');
    expect(plain(formatSize(1.2 * 1024 * 1024, 'en'))).toBe('1.2 MB');
    expect(plain(formatSize(2 * 1024 ** 4, 'en'))).toBe('2 TB');
  });

  it('keeps the number and its unit together on one line', () => {
    expect(formatSize(2048, 'en')).toBe('2\u00a0KB');
  });
});
