// The top bar's imports: GET /contact/import/latest, live by the server's `import.changed` pushes with the
// spec's 60 s poll as the fallback (spec 001 section 9).
import { useLiveList } from '@/src/plugin-api';
import { newerItem } from './newer-item';

export const LATEST_URL = '/contact/import/latest';
export const POLL_MS = 60_000;

// A progress push that arrives after the cancel's reply must not show the import running again.
export const useLatestImports = () =>
  useLiveList(LATEST_URL, 'import.changed', { pollMs: POLL_MS, newer: newerItem });
