import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dataProvider, filtersToQuery, resolvePath } from '@/providers/data-provider';
import { api, signIn, useApiServer } from './helpers';

const { server } = useApiServer();

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams | null;
  authorization: string | null;
}

/** Records every request and answers with `reply`. */
function record(reply: unknown = { ok: true }, status = 200) {
  const seen: Seen[] = [];
  server.use(
    http.all(api('/*'), async ({ request }) => {
      const url = new URL(request.url);
      const text = ['POST', 'PUT'].includes(request.method) ? await request.text() : null;
      seen.push({
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: text === null ? null : new URLSearchParams(text),
        authorization: request.headers.get('authorization'),
      });
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json(reply as object, { status });
    }),
  );
  return seen;
}

describe('getList', () => {
  it('GET /{resource}/list with page and limit from Refine pagination, items and totalCount mapped', async () => {
    signIn(undefined, 'tok-list');
    const seen = record({ items: [{ id: 1 }, { id: 2 }], totalCount: 42, page: 3, limit: 20 });
    const result = await dataProvider.getList({
      resource: 'user',
      pagination: { currentPage: 3, pageSize: 20 },
    });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 42 });
    expect(seen[0].method).toBe('GET');
    expect(seen[0].path).toBe('/api/user/list');
    expect(seen[0].query.get('page')).toBe('3');
    expect(seen[0].query.get('limit')).toBe('20');
    expect(seen[0].authorization).toBe('Bearer tok-list');
  });

  it('defaults to page 1, limit 10; sends sort/order and filters; no paging when pagination is off', async () => {
    const seen = record({ items: [], totalCount: 0 });
    await dataProvider.getList({
      resource: 'contact',
      sorters: [{ field: 'created_at', order: 'desc' }],
      filters: [
        { field: 'campaign_id', operator: 'eq', value: 4 },
        { field: 'status', operator: 'in', value: [1, 2] },
        { field: 'created_at', operator: 'gte', value: '2025-01-01' },
        { field: 'phone', operator: 'contains', value: '' },
      ],
    });
    const q = seen[0].query;
    expect([q.get('page'), q.get('limit'), q.get('sort'), q.get('order')]).toEqual([
      '1',
      '10',
      'created_at',
      'desc',
    ]);
    expect(q.get('campaign_id')).toBe('4');
    expect(q.getAll('status')).toEqual(['1', '2']);
    expect(q.get('created_at_gte')).toBe('2025-01-01');
    expect(q.has('phone')).toBe(false);

    await dataProvider.getList({ resource: 'tag', pagination: { mode: 'off' } });
    expect(seen[1].query.has('page')).toBe(false);
    expect(seen[1].query.has('limit')).toBe(false);
  });

  it('accepts a bare array reply and meta.query extras', async () => {
    const seen = record([{ id: 'a' }]);
    const result = await dataProvider.getList({
      resource: 'status',
      meta: { query: { project_ids: [1, 2] } },
    });
    expect(result).toEqual({ data: [{ id: 'a' }], total: 1 });
    expect(seen[0].query.getAll('project_ids')).toEqual(['1', '2']);
  });

  it('throws on a silent 500 so Refine reports a failure', async () => {
    record({ message: 'Internal server error', code: 'internal' }, 500);
    await expect(dataProvider.getList({ resource: 'user' })).rejects.toMatchObject({
      statusCode: 500,
      message: 'Internal server error',
    });
  });
});

describe('one record', () => {
  it('getOne: GET /{resource}/{id}', async () => {
    const seen = record({ id: 5, name: 'x' });
    await expect(dataProvider.getOne({ resource: 'contact', id: 5 })).resolves.toEqual({
      data: { id: 5, name: 'x' },
    });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/contact/5' });
  });

  it('getOne: a 404 is thrown with its status', async () => {
    record({ message: 'Not found', code: 'not_found' }, 404);
    await expect(dataProvider.getOne({ resource: 'contact', id: 9 })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('create: POST /{resource}/create, form-encoded', async () => {
    const seen = record({ id: 8 });
    const result = await dataProvider.create({ resource: 'tag', variables: { title: 'VIP', ids: [1, 2] } });
    expect(result).toEqual({ data: { id: 8 } });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/tag/create' });
    expect(seen[0].body?.get('title')).toBe('VIP');
    expect(seen[0].body?.getAll('ids')).toEqual(['1', '2']);
  });

  it('update: PUT /{resource}/update/{id}', async () => {
    const seen = record({ id: 8, title: 'VIP+' });
    await expect(
      dataProvider.update({ resource: 'tag', id: 8, variables: { title: 'VIP+' } }),
    ).resolves.toEqual({
      data: { id: 8, title: 'VIP+' },
    });
    expect(seen[0]).toMatchObject({ method: 'PUT', path: '/api/tag/update/8' });
    expect(seen[0].body?.get('title')).toBe('VIP+');
  });

  it('deleteOne: DELETE /{resource}/delete/{id}; a 204 gives the id back', async () => {
    const seen = record(null, 204);
    await expect(dataProvider.deleteOne({ resource: 'tag', id: 8 })).resolves.toEqual({ data: { id: 8 } });
    expect(seen[0]).toMatchObject({ method: 'DELETE', path: '/api/tag/delete/8' });
  });

  it('update: a 400 carries field errors for the form', async () => {
    record({ message: 'invalid', code: 'validation', errors: { title: 'The title field is required' } }, 400);
    await expect(dataProvider.update({ resource: 'tag', id: 1, variables: {} })).rejects.toMatchObject({
      statusCode: 400,
      errors: { title: 'The title field is required' },
    });
  });

  it('getMany: one getOne per id', async () => {
    const seen: string[] = [];
    server.use(
      http.get(api('/user/:id'), ({ params }) => {
        seen.push(String(params.id));
        return HttpResponse.json({ id: Number(params.id) });
      }),
    );
    const result = await dataProvider.getMany!({ resource: 'user', ids: [1, 2] });
    expect(result.data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(seen.sort()).toEqual(['1', '2']);
  });
});

describe('path overrides', () => {
  const paths = {
    list: '/robot/campaign/list',
    one: '/robot/campaign/get/{id}',
    create: '/robot/campaign/new',
    update: '/robot/campaign/{id}/save',
    delete: '/robot/campaign/{id}/remove',
  };

  it('meta.paths replaces each template, {id} filled and encoded', async () => {
    const seen = record({ items: [], totalCount: 0 });
    const meta = { paths };
    await dataProvider.getList({ resource: 'campaign', meta });
    await dataProvider.getOne({ resource: 'campaign', id: 'a b', meta });
    await dataProvider.create({ resource: 'campaign', variables: {}, meta });
    await dataProvider.update({ resource: 'campaign', id: 3, variables: {}, meta });
    await dataProvider.deleteOne({ resource: 'campaign', id: 3, meta });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /api/robot/campaign/list',
      'GET /api/robot/campaign/get/a%20b',
      'POST /api/robot/campaign/new',
      'PUT /api/robot/campaign/3/save',
      'DELETE /api/robot/campaign/3/remove',
    ]);
  });

  it('a partial override keeps the defaults for the rest; {resource} works in templates', () => {
    const meta = { paths: { update: '/{resource}/update_card/{id}' } };
    expect(resolvePath('update', 'contact', meta, 7)).toBe('/contact/update_card/7');
    expect(resolvePath('one', 'contact', meta, 7)).toBe('/contact/7');
    expect(resolvePath('list', 'contact')).toBe('/contact/list');
  });

  it('filtersToQuery maps between to _gte/_lte and leaves and/or groups out', () => {
    expect(
      filtersToQuery([
        { field: 'at', operator: 'between', value: ['a', 'b'] },
        { operator: 'or', value: [{ field: 'x', operator: 'eq', value: 1 }] },
      ]),
    ).toEqual({ at_gte: 'a', at_lte: 'b' });
  });
});

describe('custom and getApiUrl', () => {
  it('getApiUrl is /api', () => {
    expect(dataProvider.getApiUrl()).toBe('/api');
  });

  it('GET with query (a leading /api tolerated), POST with form payload', async () => {
    const seen = record({ valid: true });
    await expect(
      dataProvider.custom!({ url: '/api/user/projects', method: 'get', query: { user_id: 3 } }),
    ).resolves.toEqual({ data: { valid: true } });
    await dataProvider.custom!({ url: '/call/get_files_type', method: 'post', payload: { ids: [4, 5] } });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/user/projects' });
    expect(seen[0].query.get('user_id')).toBe('3');
    expect(seen[1]).toMatchObject({ method: 'POST', path: '/api/call/get_files_type' });
    expect(seen[1].body?.getAll('ids')).toEqual(['4', '5']);
  });
});
