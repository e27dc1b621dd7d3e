// Tags (spec 000 section 3: title, color, app_system).
import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/schema';
import { defineServerResource } from '../types';

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  color: text('color').notNull().default('none'),
  app_system: boolean('app_system').notNull().default(false),
  ...timestamps,
});

export default defineServerResource('tag', tags);
