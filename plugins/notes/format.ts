import dayjs from 'dayjs';
import type { Note } from './types';

/** Spec date-time format, in the browser's zone. */
export const formatNoteDate = (iso: string): string => {
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD-MM-YYYY HH:mm') : iso;
};

/** Newest first, whatever order a reply or a local change left the list in. */
export const newestFirst = (notes: readonly Note[]): Note[] =>
  [...notes].sort((a, b) => dayjs(b.created_at).valueOf() - dayjs(a.created_at).valueOf() || b.id - a.id);
