// Tags (spec 000 section 3: title, color, app_system). A deleted tag leaves no contact naming it: its id is
// removed from every contact's tags and last-call tags in the delete's transaction, as a deleted status is
// cleared from contacts by its foreign key (contacts hold tag ids in an array, which no foreign key covers).
import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { contacts } from '../../contacts/table';
import { timestamps } from '../../db/schema';
import { defineServerResource, type DeleteContext } from '../types';

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  color: text('color').notNull().default('none'),
  app_system: boolean('app_system').notNull().default(false),
  ...timestamps,
});

async function beforeDelete(id: number, { db }: DeleteContext) {
  await db
    .update(contacts)
    .set({
      tags: sql`array_remove(${contacts.tags}, ${id}::integer)`,
      last_tags: sql`array_remove(${contacts.last_tags}, ${id}::integer)`,
    })
    .where(sql`${id}::integer = any(${contacts.tags}) or ${id}::integer = any(${contacts.last_tags})`);
}

export default defineServerResource('tag', tags, { beforeDelete });
