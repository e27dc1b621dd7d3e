// Music on hold (spec 000 section 3: title, type queue/transfer/system, audio). The audio is a `file` field:
// uploaded as multipart, checked by content (MP3, WAV, Ogg) and size, stored under DATA_DIR/uploads/moh/,
// the column keeping { name, stored, size, content_type } (server/resources/files.ts).
import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import type { StoredFile } from '../../uploads/storage';
import { defineServerResource } from '../types';

export const mohs = pgTable('moh', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  type: text('type').notNull().default('queue'),
  audio: jsonb('audio').$type<StoredFile>().notNull(),
  ...timestamps,
});

export default defineServerResource('moh', mohs);
