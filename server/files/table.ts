// The file manager's files: any type, the original name kept for display (and renamed at will), the content
// under DATA_DIR/uploads/fileManager/<generated name>.
import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns';
import { users } from '../db/schema';

export const managedFiles = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    /** The name shown and sent in Content-Disposition; never used on disk. */
    name: text('name').notNull(),
    /** The generated name under uploads/fileManager/. */
    stored: text('stored').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Sniffed from the content, or the client's claim when harmless (routes.ts), else octet-stream. */
    content_type: text('content_type').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('files_created_idx').on(t.created_at)],
);

export type ManagedFileRow = typeof managedFiles.$inferSelect;
