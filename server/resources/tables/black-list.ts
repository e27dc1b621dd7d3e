// The blacklist: phones never to be dialled, digits only (5 to 15, as every phone field), each once. Besides
// the generated list/create/delete, POST /api/black_list/import reads a CSV or XLSX file of phones
// (server/blacklist/).
import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { blackListRoutes } from '../../blacklist/routes';
import { timestamps } from '../../db/columns';
import { defineServerResource } from '../types';

export const blackList = pgTable(
  'black_list',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    comment: text('comment').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    // The API checks first and answers phoneExists; the index settles concurrent additions and lets the
    // import skip listed phones (ON CONFLICT).
    uniqueIndex('black_list_phone_unique').on(t.phone),
    check('black_list_phone_digits', sql`${t.phone} ~ '^[0-9]{5,15}$'`),
  ],
);

export default defineServerResource('blackList', blackList, { routes: blackListRoutes });
