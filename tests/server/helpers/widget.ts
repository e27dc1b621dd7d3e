// A test-only resource with a field of every type, a copy action, HTML, a password and a read-only field:
// it exercises the parts of the generator the real declarations do not use yet. Its table is created by the
// test (CREATE_WIDGETS); it references `tags`, so truncating tags empties it too.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { SERVER_RESOURCES } from '../../../server/resources/registry';
import { defineServerResource } from '../../../server/resources/types';
import { COLORS, defineResource, RESOURCES } from '../../../server/from-client';

const L = (en: string) => ({ en, ru: `${en} (ru)` });

export const widget = defineResource({
  name: 'widget',
  route: '/settings/widget',
  label: L('Widgets'),
  permissions: {
    list: 'campaign.list',
    create: 'campaign.create',
    update: 'campaign.update',
    delete: 'campaign.delete',
    copy: 'campaign.copy',
  },
  requires: ['settings.list'],
  fields: [
    {
      name: 'title',
      type: 'string',
      label: L('Title'),
      required: true,
      max: 40,
      unique: { message: 'trunkExists' },
      list: { sortable: true, filter: 'contains' },
    },
    { name: 'notes', type: 'text', label: L('Notes'), max: 500 },
    { name: 'body', type: 'html', label: L('Body') },
    { name: 'email', type: 'email', label: L('E-mail'), list: { filter: 'contains' } },
    { name: 'phone', type: 'phone', label: L('Phone'), list: { filter: 'eq' } },
    { name: 'site', type: 'url', label: L('Site') },
    {
      name: 'amount',
      type: 'integer',
      label: L('Amount'),
      min: -5,
      max: 1000,
      list: { sortable: true, filter: 'range' },
    },
    { name: 'ratio', type: 'number', label: L('Ratio'), list: { sortable: true } },
    { name: 'enabled', type: 'boolean', label: L('Enabled'), default: false, list: { filter: 'eq' } },
    {
      name: 'kind',
      type: 'enum',
      label: L('Kind'),
      options: ['alpha', 'beta', 'gamma'],
      list: { filter: 'in' },
    },
    {
      name: 'kinds',
      type: 'enumMulti',
      label: L('Kinds'),
      options: ['alpha', 'beta', 'gamma'],
      list: { filter: 'in' },
    },
    {
      name: 'color',
      type: 'color',
      label: L('Colour'),
      options: COLORS,
      default: 'none',
      list: { filter: 'eq' },
    },
    {
      name: 'tag_id',
      type: 'reference',
      label: L('Tag'),
      reference: { resource: 'tag', labelField: 'title' },
      list: { filter: 'eq' },
    },
    {
      name: 'tag_ids',
      type: 'referenceMulti',
      label: L('Tags'),
      reference: { resource: 'tag', labelField: 'title' },
      list: { filter: 'eq' },
    },
    { name: 'secret', type: 'password', label: L('Secret'), max: 60 },
    { name: 'data', type: 'json', label: L('Data') },
    { name: 'starts', type: 'time', label: L('Starts') },
    { name: 'day', type: 'date', label: L('Day'), list: { sortable: true, filter: 'range' } },
    { name: 'at', type: 'datetime', label: L('At'), list: { filter: 'range' } },
    { name: 'code', type: 'string', label: L('Code'), readOnly: true },
    {
      name: 'attachment',
      type: 'file',
      label: L('Attachment'),
      file: { accept: ['image/png', 'application/pdf'], maxBytes: 64 * 1024 },
      list: { sortable: true, filter: 'contains' },
    },
  ],
});

export const widgets = pgTable('widgets', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  notes: text('notes').notNull().default(''),
  body: text('body').notNull().default(''),
  email: text('email'),
  phone: text('phone'),
  site: text('site'),
  amount: integer('amount'),
  ratio: doublePrecision('ratio'),
  enabled: boolean('enabled').notNull().default(false),
  kind: text('kind'),
  kinds: text('kinds')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  color: text('color').notNull().default('none'),
  tag_id: integer('tag_id'),
  tag_ids: integer('tag_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  secret: text('secret').notNull().default(''),
  data: jsonb('data'),
  starts: text('starts'),
  day: date('day'),
  at: timestamp('at', { withTimezone: true }),
  code: text('code').notNull().default(''),
  attachment: jsonb('attachment'),
});

export const CREATE_WIDGETS = sql`CREATE TABLE IF NOT EXISTS widgets (
  id serial PRIMARY KEY, title text NOT NULL, notes text NOT NULL DEFAULT '', body text NOT NULL DEFAULT '',
  email text, phone text, site text, amount integer, ratio double precision,
  enabled boolean NOT NULL DEFAULT false, kind text, kinds text[] NOT NULL DEFAULT '{}',
  color text NOT NULL DEFAULT 'none', tag_id integer REFERENCES tags(id) ON DELETE SET NULL,
  tag_ids integer[] NOT NULL DEFAULT '{}', secret text NOT NULL DEFAULT '', data jsonb, starts text,
  day date, at timestamptz, code text NOT NULL DEFAULT '', attachment jsonb)`;

export const widgetRegistration = defineServerResource(widget, widgets, {
  sanitizeHtml: (html) => html.replace(/<script[\s\S]*?<\/script>/gi, ''),
  beforeWrite: (values, { action }) => ({
    ...values,
    ...(action !== 'copy' && typeof values.secret === 'string' ? { secret: `hashed:${values.secret}` } : {}),
    ...(action === 'create' ? { code: 'server-made' } : {}),
  }),
});

export const WIDGET_RESOURCES = {
  declarations: [...RESOURCES, widget],
  registrations: [...SERVER_RESOURCES, widgetRegistration],
};
