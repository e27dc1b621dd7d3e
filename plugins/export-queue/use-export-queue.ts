// The user's exports: GET /call/getQueueDownload, live by the server's `export.changed` pushes with the
// spec's 60 s poll as the fallback (spec 001 section 9); an export started anywhere in the app asks it again.
import { useLiveList } from '@/src/plugin-api';
import { newerExport } from './newer-export';

export const QUEUE_URL = '/call/getQueueDownload';
export const POLL_MS = 60_000;

export const useExportQueue = () =>
  useLiveList(QUEUE_URL, 'export.changed', { pollMs: POLL_MS, newer: newerExport });
