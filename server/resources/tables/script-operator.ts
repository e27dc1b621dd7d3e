// Operator scripts (spec 000 section 3: id, title, script (HTML), color). The script is sanitised on the
// way in (html.ts: a strict allow-list), so what is stored and served never runs anything.
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { invalidFields } from '../../http/errors';
import { declarationOf, fieldMessage } from '../hook-helpers';
import { sanitizeRichText } from '../html';
import { defineServerResource } from '../types';

export const operatorScripts = pgTable('operator_scripts', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  color: text('color').notNull().default('none'),
  script: text('script').notNull(),
  ...timestamps,
});

export default defineServerResource('scriptOperator', operatorScripts, {
  sanitizeHtml: sanitizeRichText,
  // A script made only of what the sanitiser removes (a lone <script>) is an empty script: "required".
  beforeWrite: (values) => {
    if (typeof values.script === 'string' && !values.script.trim())
      throw invalidFields({ script: fieldMessage(declarationOf('scriptOperator'), 'script', 'required') });
    return values;
  },
});
