// The spreadsheet worker's entry. A worker starts without the main thread's TypeScript loader (tsx, from
// `node --import tsx` in production; vitest's own in tests): it registers tsx itself, then loads the reader.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
