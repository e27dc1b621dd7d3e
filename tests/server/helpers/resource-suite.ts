// The generic suite of a declared resource, driven only by its declaration: permissions, the happy path,
// and the list's filters, sorting and paging. resource-suite-invalid.ts adds the failure cases.
import { expect, it } from 'vitest';
import { SERVER_RESOURCES } from '../../../server/resources/registry';
import type { ServerResource } from '../../../server/resources/types';
import {
  apiName,
  keysFor,
  PERMISSION_KEYS,
  RESOURCES,
  type PermissionKey,
  type ResourceDeclaration,
} from '../../../server/from-client';
import type { TestContext } from './app';
import { offeredRoutes, referenceIds, resourceApi, tokenWith } from './resource-api';
import { isFilePart } from './multipart';
import { formOf, sampleRecord, shown, shownRecord, type RefIds } from './samples';

export interface SuiteOptions {
  /** Registrations that reference targets are looked up in (tests with their own resources). */
  registrations?: readonly ServerResource[];
}

export async function adminApi(
  ctx: TestContext,
  r: ResourceDeclaration,
  options: SuiteOptions,
  locale = 'en',
) {
  const token = await tokenWith(ctx, PERMISSION_KEYS);
  const refs: RefIds = await referenceIds(ctx, [r], options.registrations);
  return { api: resourceApi(ctx, r, token, locale), refs, token };
}

const without = (key: PermissionKey, also: readonly PermissionKey[] = []) =>
  PERMISSION_KEYS.filter((k) => k !== key && !also.includes(k));
const shownKeys = (r: ResourceDeclaration) =>
  ['id', ...r.fields.filter((f) => f.type !== 'password').map((f) => f.name)].sort();

export function permissionTests(ctx: TestContext, r: ResourceDeclaration) {
  it('answers 401 without a token on every route, 404 for an action it does not offer', async () => {
    const { offered, missing } = offeredRoutes(r);
    for (const route of offered) {
      const res = await ctx.app.inject({ method: route.method, url: route.url });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    const admin = await tokenWith(ctx, PERMISSION_KEYS);
    for (const route of missing) {
      const res = await ctx.app.inject({ ...route, headers: { authorization: `Bearer ${admin}` } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
  });

  it('answers 403 without the action key or a required key; exactly those keys pass', async () => {
    // An id no row has: the keys decide before any row does (a row may carry rules of its own, such as
    // "only access managers change an administrator" for users).
    for (const route of offeredRoutes(r, 2_000_000_000).offered) {
      const keys = keysFor(r, route.action)!;
      const own = keys.at(-1)!;
      // A list other screens read (`listAlso`) opens with those keys too: they go with the missing one, and
      // holding only them opens the list.
      const also =
        route.action === 'list'
          ? (SERVER_RESOURCES.find((s) => s.name === r.name)?.hooks?.listAlso ?? [])
          : [];
      const cases: [PermissionKey[], boolean][] = [
        [without(own, also), false],
        ...(r.requires ?? []).map((k): [PermissionKey[], boolean] => [without(k, also), false]),
        [keys, true],
        ...(also.length ? [[[...also], true] as [PermissionKey[], boolean]] : []),
      ];
      for (const [held, allowed] of cases) {
        const token = await tokenWith(ctx, held);
        const res = await ctx.app.inject({ ...route, headers: { authorization: `Bearer ${token}` } });
        const what = `${route.method} ${route.url} holding ${allowed ? 'exactly its keys' : `all but ${held.length}`}`;
        if (allowed) expect([401, 403], what).not.toContain(res.statusCode);
        else expect(res.statusCode, what).toBe(403);
      }
    }
  });
}

type Api = ReturnType<typeof resourceApi>;

/**
 * GET /{api}/{id}: the row, checked to carry in `reference_labels` the label of each id its references hold:
 * the referenced row's `labelField`, as that resource's own show route answers it (issue 14).
 */
async function shownRow(api: Api, r: ResourceDeclaration, id: number) {
  const res = await api.show(id);
  expect(res.statusCode, res.body).toBe(200);
  const { reference_labels: labels, ...row } = res.json();
  const references = r.fields.filter((f) => f.reference);
  if (references.length === 0) expect(labels).toBeUndefined();
  for (const f of references) {
    const ids = [row[f.name]].flat().filter((v) => v !== null) as number[];
    expect(Object.keys(labels[f.name]).sort(), f.name).toEqual(ids.map(String).sort());
    const target = RESOURCES.find((d) => d.name === f.reference!.resource);
    for (const ref of ids) {
      const label = labels[f.name][ref];
      expect(label, `${f.name} ${ref}`).toMatch(/\S/);
      if (!target) continue; // a test resource of its own: no route to compare with
      const referenced = await api.send({ method: 'GET', url: `/api/${apiName(target)}/${ref}` });
      expect(label, `${f.name} ${ref}`).toBe(String(referenced.json()[f.reference!.labelField]));
    }
  }
  return row;
}

export function happyPathTests(ctx: TestContext, r: ResourceDeclaration, options: SuiteOptions) {
  it('creates, shows, updates, copies and deletes a record', async () => {
    const { api, refs } = await adminApi(ctx, r, options);
    const first = sampleRecord(r, 1, refs);
    const created = await api.create(formOf(first));
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json();
    expect(Object.keys(row).sort()).toEqual(shownKeys(r));
    expect(row).toMatchObject({ id: expect.any(Number), ...shownRecord(r, first) });
    expect(await shownRow(api, r, row.id)).toEqual(row);

    if (keysFor(r, 'update')) {
      const second = sampleRecord(r, 2, refs);
      const updated = await api.update(row.id, formOf(second));
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toEqual({ ...row, ...shownRecord(r, second) });
      expect(await shownRow(api, r, row.id)).toEqual(updated.json());
    }
    if (keysFor(r, 'copy')) {
      const copy = await api.copy(row.id);
      expect(copy.statusCode, copy.body).toBe(201);
      expect(copy.json().id).not.toBe(row.id);
    }
    if (keysFor(r, 'delete')) {
      expect((await api.remove(row.id)).statusCode).toBe(204);
      expect((await api.show(row.id)).statusCode).toBe(404);
      expect((await api.remove(row.id)).statusCode).toBe(404);
      if (keysFor(r, 'update')) expect((await api.update(row.id, formOf(first))).statusCode).toBe(404);
    }
  });
}

/** A file sorts (and is filtered) by its name. */
const key = (value: unknown) => (isFilePart(value) ? value.filename : value);
const compare = (a: unknown, b: unknown) =>
  key(a) === key(b) ? 0 : (key(a) as number) < (key(b) as number) ? -1 : 1;

export function listTests(ctx: TestContext, r: ResourceDeclaration, options: SuiteOptions) {
  it('finds a record with each declared filter, sorts by each sortable field, and pages', async () => {
    const { api, refs } = await adminApi(ctx, r, options);
    const records = [sampleRecord(r, 1, refs), sampleRecord(r, 2, refs)];
    const rows: Record<string, unknown>[] = [];
    for (const record of records) rows.push((await api.create(formOf(record))).json());
    const ids = rows.map((row) => row.id as number);
    const found = async (query: Record<string, string | string[]>) => {
      const params = new URLSearchParams({ limit: '500' });
      for (const [k, v] of Object.entries(query)) for (const item of [v].flat()) params.append(k, item);
      const res = await api.list(params.toString());
      expect(res.statusCode, `${JSON.stringify(query)}: ${res.body}`).toBe(200);
      return (res.json().items as { id: number }[]).map((item) => item.id);
    };
    for (const f of r.fields.filter((x) => x.list?.filter)) {
      // A read-only field's value is the server's: filter by what the created rows show.
      const [one, two] = f.readOnly
        ? rows.map((row) => row[f.name])
        : records.map((rec) => shown(f, rec[f.name]));
      const value =
        f.type === 'file'
          ? (one as { name: string }).name
          : Array.isArray(one)
            ? String(one[0])
            : String(one);
      const query =
        f.list!.filter === 'contains'
          ? { [f.name]: value.toUpperCase() }
          : f.list!.filter === 'in'
            ? { [f.name]: [value, ...[two].flat().map(String)] }
            : f.list!.filter === 'range'
              ? { [`${f.name}_gte`]: value, [`${f.name}_lte`]: value }
              : { [f.name]: value };
      const hits = await found(query);
      expect(hits, `${f.name} ${JSON.stringify(query)}`).toContain(ids[0]);
      const exclusive = f.list!.filter !== 'in' && !Array.isArray(one) && one !== two;
      if (exclusive) expect(hits, `${f.name} ${JSON.stringify(query)}`).not.toContain(ids[1]);
    }
    for (const f of [{ name: 'id' }, ...r.fields.filter((x) => x.list?.sortable)]) {
      const [one, two] = f.name === 'id' ? ids : records.map((rec) => rec[f.name]);
      if (compare(one, two) === 0) continue;
      for (const order of ['asc', 'desc']) {
        const hits = await found({ sort: f.name, order });
        const before = hits.indexOf(ids[0]) < hits.indexOf(ids[1]);
        expect(before, `sort=${f.name}&order=${order}`).toBe(compare(one, two) < 0 === (order === 'asc'));
      }
    }
    const all = (await api.list()).json();
    expect(all).toMatchObject({ page: 1, limit: 10, pageCount: Math.ceil(all.totalCount / 10) });
    const pages = await Promise.all([1, 2].map((page) => api.list(`limit=1&page=${page}`)));
    const [p1, p2] = pages.map((p) => p.json());
    expect(p1).toMatchObject({ page: 1, limit: 1, totalCount: all.totalCount, pageCount: all.totalCount });
    expect(p1.items).toHaveLength(1);
    expect(p2.items[0].id).not.toBe(p1.items[0].id);
    expect((await api.list('limit=501')).statusCode).toBe(400);
  });
}
