// Carousel numbers: the caller ids a trunk rotates through (phone, trunk, attempts, last attempt, timeout,
// attempt reset hours). A phone is in the carousel once (phoneExists). `last_attempt` is written by the
// dialler, never by a request. Deleting a trunk that still has numbers is refused (the trunk's 409).
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, parentId } from '../../db/columns';
import { defineServerResource } from '../types';
import { trunks } from './trunk';

export const carouselNumbers = pgTable(
  'carousel_numbers',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    trunk_id: parentId('trunk_id', () => trunks.id),
    attempts: integer('attempts').notNull().default(0),
    last_attempt: timestamp('last_attempt', { withTimezone: true }),
    timeout: integer('timeout').notNull().default(60),
    attempt_reset_hours: integer('attempt_reset_hours').notNull().default(24),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('carousel_numbers_phone_unique').on(t.phone),
    index('carousel_numbers_trunk_idx').on(t.trunk_id),
  ],
);

export default defineServerResource('carousel', carouselNumbers);
