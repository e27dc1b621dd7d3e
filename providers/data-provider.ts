// Refine's DataProvider over the API's CRUD convention (spec 001 section 7):
//   list GET /{resource}/list (page, limit, sort, order, filters) -> { items, totalCount }
//   one GET /{resource}/{id}; create POST /{resource}/create; update PUT /{resource}/update/{id};
//   delete DELETE /{resource}/delete/{id}.
// A resource with other paths declares `meta.paths` ({ list, one, create, update, delete }, templates with
// `{id}` and `{resource}`) on the resource or on the call; Refine merges the two metas (the call's wins).
// `meta.query` adds query parameters to list and one calls.
// The transport lets 404 and 500 through silently; here they are thrown, so Refine's hooks report a
// failure instead of a success (a 500 on create must not say "created").
import type { BaseKey, BaseRecord, CrudFilter, CrudSort, DataProvider, MetaQuery } from '@refinedev/core';
import { API_ROOT, ApiError, request, type ApiResponse, type HttpMethod } from './http-client';

export type PathKind = 'list' | 'one' | 'create' | 'update' | 'delete';
export type ResourcePaths = Partial<Record<PathKind, string>>;

export const DEFAULT_PATHS: Record<PathKind, string> = {
  list: '/{resource}/list',
  one: '/{resource}/{id}',
  create: '/{resource}/create',
  update: '/{resource}/update/{id}',
  delete: '/{resource}/delete/{id}',
};

export function resolvePath(kind: PathKind, resource: string, meta?: MetaQuery, id?: BaseKey): string {
  const template = (meta?.paths as ResourcePaths | undefined)?.[kind] ?? DEFAULT_PATHS[kind];
  return template
    .replaceAll('{resource}', resource)
    .replaceAll('{id}', id === undefined ? '' : encodeURIComponent(String(id)));
}

const ok = <T>(response: ApiResponse<T>): T => {
  if (response.status >= 400)
    throw new ApiError(response.status, response.data, `Request failed with status ${response.status}`);
  return response.data;
};

/** Refine filters as query parameters: `field` for eq/in/contains, `field_<operator>` otherwise. */
export function filtersToQuery(filters: CrudFilter[] = []): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const filter of filters) {
    if (!('field' in filter) || filter.value === undefined || filter.value === null || filter.value === '')
      continue;
    const { field, operator, value } = filter;
    if (operator === 'between' && Array.isArray(value)) {
      [query[`${field}_gte`], query[`${field}_lte`]] = value;
    } else {
      query[['eq', 'in', 'contains'].includes(operator) ? field : `${field}_${operator}`] = value;
    }
  }
  return query; // and/or groups have no flat form and are left out
}

export const sortersToQuery = (sorters: CrudSort[] = []) =>
  sorters.length ? { sort: sorters[0].field, order: sorters[0].order } : {};

type ListBody = { items?: BaseRecord[]; totalCount?: number } | BaseRecord[] | null | undefined;

const getOne: DataProvider['getOne'] = async ({ resource, id, meta }) => ({
  data: ok(await request('get', resolvePath('one', resource, meta, id), meta?.query)) as never,
});

export const dataProvider: DataProvider = {
  getApiUrl: () => API_ROOT,

  async getList({ resource, pagination, sorters, filters, meta }) {
    const paged = (pagination?.mode ?? 'server') === 'server';
    const query = {
      ...(paged ? { page: pagination?.currentPage ?? 1, limit: pagination?.pageSize ?? 10 } : {}),
      ...sortersToQuery(sorters),
      ...filtersToQuery(filters),
      ...meta?.query,
    };
    const body = ok(await request<ListBody>('get', resolvePath('list', resource, meta), query));
    const items = Array.isArray(body) ? body : (body?.items ?? []);
    const total = Array.isArray(body) ? body.length : (body?.totalCount ?? items.length);
    return { data: items as never[], total };
  },

  getOne,

  async getMany({ resource, ids, meta }) {
    const records = await Promise.all(ids.map((id) => getOne({ resource, id, meta })));
    return { data: records.map((r) => r.data) as never[] };
  },

  async create({ resource, variables, meta }) {
    return { data: ok(await request('post', resolvePath('create', resource, meta), variables)) as never };
  },

  async update({ resource, id, variables, meta }) {
    return { data: ok(await request('put', resolvePath('update', resource, meta, id), variables)) as never };
  },

  async deleteOne({ resource, id, variables, meta }) {
    const body = ok(await request('delete', resolvePath('delete', resource, meta, id), variables));
    return { data: (body || { id }) as never }; // 204 has no body
  },

  /** Any call; `url` is relative to /api (a leading `/api` is tolerated) or absolute. */
  async custom({ url, method, payload, query, headers, sorters, filters }) {
    const path = url.startsWith(`${API_ROOT}/`) ? url.slice(API_ROOT.length) : url;
    const params = { ...sortersToQuery(sorters), ...filtersToQuery(filters), ...(query as object) };
    const hasBody = ['post', 'put', 'patch'].includes(method);
    const response = hasBody
      ? await request(method as HttpMethod, path, payload, { headers, params })
      : await request(method as HttpMethod, path, params, { headers });
    return { data: ok(response) as never };
  },
};
