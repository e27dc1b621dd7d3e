// The startup check of the resource registry: declarations and server registrations must match one to one,
// and each declaration must fit its table; otherwise buildApp throws with every problem listed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { ResourceSetupError } from '../../server/resources/setup-check';
import { compileResources } from '../../server/resources/compile';
import { REFERENCE_TABLES, SERVER_RESOURCES } from '../../server/resources/registry';
import { defineServerResource } from '../../server/resources/types';
import { defineResource, RESOURCES, type FieldDeclaration } from '../../server/from-client';
import { testConfig } from './helpers/app';

const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-registry-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const gadgets = pgTable('gadgets', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  size: integer('size').notNull(),
  on: boolean('on').notNull().default(false),
});

const gadget = (fields: FieldDeclaration[]) =>
  defineResource({
    name: 'gadget',
    route: '/settings/gadget',
    label: { en: 'Gadgets', ru: 'Гаджеты' },
    permissions: { list: 'tag.list' },
    fields: [
      { name: 'title', type: 'string', label: { en: 'Title', ru: 'Название' }, required: true },
      ...fields,
    ],
  });

const problems = (declarations: typeof RESOURCES, registrations: typeof SERVER_RESOURCES) => {
  try {
    compileResources(declarations, registrations, REFERENCE_TABLES);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ResourceSetupError);
    return (err as ResourceSetupError).problems;
  }
};

describe('resource registry', () => {
  it('matches RESOURCES one to one with server registrations', () => {
    expect(SERVER_RESOURCES.map((r) => r.name).sort()).toEqual(RESOURCES.map((r) => r.name).sort());
    expect(problems(RESOURCES, SERVER_RESOURCES)).toEqual([]);
  });

  it('refuses a declared resource without a registration, and a registration without a declaration', () => {
    const g = gadget([]);
    expect(problems([...RESOURCES, g], SERVER_RESOURCES)).toEqual([
      'gadget: declared in src/resources but has no server registration',
    ]);
    expect(problems(RESOURCES, [...SERVER_RESOURCES, defineServerResource('gadget', gadgets)])).toEqual([
      'gadget: registered on the server but not declared in RESOURCES',
    ]);
    // A registration no declaration references (a referenced one would also break the references).
    const lonely = SERVER_RESOURCES.find(
      (reg) => !RESOURCES.some((d) => d.fields.some((f) => f.reference?.resource === reg.name)),
    )!;
    expect(
      problems(
        RESOURCES,
        SERVER_RESOURCES.filter((reg) => reg !== lonely),
      ),
    ).toEqual([`${lonely.name}: declared in src/resources but has no server registration`]);
  });

  it('refuses declarations that do not fit their table', () => {
    const g = gadget([
      { name: 'colour', type: 'color', label: { en: 'C', ru: 'Ц' } },
      {
        name: 'size',
        type: 'reference',
        label: { en: 'S', ru: 'Р' },
        reference: { resource: 'nowhere', labelField: 'x' },
      },
      { name: 'on', type: 'string', label: { en: 'O', ru: 'В' }, unique: { message: 'noSuchMessage' } },
      { name: 'title', type: 'html', label: { en: 'T', ru: 'Т' } },
    ]);
    expect(problems([...RESOURCES, g], [...SERVER_RESOURCES, defineServerResource(g, gadgets)])).toEqual([
      'gadget: colour: the table has no column (property) of that name',
      'gadget: size: may be empty (null) but the column is NOT NULL',
      'gadget: size: references "nowhere", which has no table on the server',
      'gadget: on: a string field on a boolean column',
      'gadget: on: unique message "noSuchMessage" is not in server/i18n/messages.ts',
      'gadget: title: optional without a default, on a NOT NULL column without a default',
      'gadget: title: declared twice',
      'gadget: html fields need hooks.sanitizeHtml',
    ]);
  });

  it('refuses a text format on a field that is not a string, and a recordTitle naming no field', () => {
    const g = {
      ...gadget([
        { name: 'size', type: 'integer', label: { en: 'S', ru: 'Р' }, required: true, format: 'digits' },
      ]),
      recordTitle: 'name',
    };
    expect(problems([...RESOURCES, g], [...SERVER_RESOURCES, defineServerResource(g, gadgets)])).toEqual([
      'gadget: size: only a string field has a `format`',
      'gadget: recordTitle: no field "name"',
    ]);
  });

  it('checks hooks.storage: the column it names, store and read together, declared fields only', () => {
    const L = { en: 'L', ru: 'Л' };
    const g = gadget([
      { name: 'secret', type: 'password', label: L, required: true },
      { name: 'keys', type: 'enumMulti', label: L, options: ['a', 'b'], default: [] },
      { name: 'codes', type: 'enumMulti', label: L, options: ['a', 'b'], default: [] },
    ]);
    const keep = (v: unknown) => v;
    const reg = defineServerResource(g, gadgets, {
      storage: {
        secret: { column: 'nowhere' },
        keys: { column: 'title', store: keep, read: keep }, // an array field on a text column, by its codec
        codes: { column: 'title', store: keep },
        ghost: {},
      },
    });
    expect(problems([...RESOURCES, g], [...SERVER_RESOURCES, reg])).toEqual([
      'gadget: secret: the table has no column (property) "nowhere"',
      'gadget: codes: storage needs both `store` and `read`, or neither',
      'gadget: storage: no field "ghost"',
    ]);
  });

  it('stops buildApp, so the server never starts half-registered', () => {
    const config = testConfig(dataDir);
    const resources = { declarations: [...RESOURCES, gadget([])], registrations: SERVER_RESOURCES };
    expect(() => buildApp({ config, db: {} as Db, resources })).toThrow(/gadget: declared in src\/resources/);
  });
});
