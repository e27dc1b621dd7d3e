// Tells the import's user (every open tab, over /app) that it changed: at once on a status change, at most
// once a second for progress (the panels also poll every 60 s: spec 001 section 9).
import type { FastifyInstance } from 'fastify';
import { pushToUser } from '../userreport';
import { findItem } from './item';
import { PUSH_MS } from './limits';

const lastPush = new Map<number, number>();

export async function announce(app: FastifyInstance, importId: number, statusChanged = false): Promise<void> {
  const now = Date.now();
  if (!statusChanged && now - (lastPush.get(importId) ?? 0) < PUSH_MS) return;
  lastPush.set(importId, now);
  const item = await findItem(app.db, importId);
  if (!item) return;
  if (item.status !== 'STATUS_PROCESSING') lastPush.delete(importId);
  if (item.user) pushToUser(app, item.user.id, 'import.changed', item);
}
