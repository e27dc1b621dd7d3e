import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/src/i18n';
import { toSearchParams } from '@/providers/form-encoding';
import { ApiError, request } from '@/providers/http-client';
import { sessionState } from '@/providers/session-state';
import { api, operator, signIn, useApiServer } from './helpers';

const { server, navigate } = useApiServer();

/** Answers with what the server saw. */
const echo = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
  server.use(
    http[method](api(path), async ({ request: req }) =>
      HttpResponse.json({
        body: method === 'get' || method === 'delete' ? null : await req.text(),
        query: new URL(req.url).search,
        contentType: req.headers.get('content-type'),
        authorization: req.headers.get('authorization'),
        language: req.headers.get('accept-language'),
      }),
    ),
  );

type Echo = {
  body: string;
  query: string;
  contentType: string;
  authorization: string | null;
  language: string;
};

const reply = (method: 'get' | 'put' | 'post' | 'delete', path: string, status: number, body: unknown) =>
  server.use(http[method](api(path), () => HttpResponse.json(body as object, { status })));

describe('form encoding', () => {
  it('repeats array keys, sends objects as JSON, omits null and undefined', () => {
    const params = toSearchParams({
      name: 'Olga',
      ids: [1, 2],
      dynamic_data: { city: 'Omsk', n: 1 },
      active: true,
      at: new Date('2025-01-02T03:04:05.000Z'),
      empty: null,
      missing: undefined,
      blank: '',
    });
    expect(params.getAll('ids')).toEqual(['1', '2']);
    expect(params.get('dynamic_data')).toBe('{"city":"Omsk","n":1}');
    expect(params.get('active')).toBe('true');
    expect(params.get('at')).toBe('2025-01-02T03:04:05.000Z');
    expect(params.has('empty')).toBe(false);
    expect(params.has('missing')).toBe(false);
    expect(params.get('blank')).toBe('');
  });

  it('sends POST and PUT bodies form-encoded on the wire', async () => {
    echo('post', '/thing/create');
    echo('put', '/thing/update/1');
    for (const method of ['post', 'put'] as const) {
      const path = method === 'post' ? '/thing/create' : '/thing/update/1';
      const { data } = await request<Echo>(method, path, { ids: [1, 2], meta: { a: 1 }, note: null });
      expect(data.contentType).toContain('application/x-www-form-urlencoded');
      expect(data.body).toBe('ids=1&ids=2&meta=%7B%22a%22%3A1%7D');
    }
  });

  it('sends JSON when the caller asks for it', async () => {
    echo('post', '/thing/create');
    const { data } = await request<Echo>(
      'post',
      '/thing/create',
      { ids: [] },
      { headers: { 'Content-Type': 'application/json' } },
    );
    expect(data.contentType).toContain('application/json');
    expect(JSON.parse(data.body)).toEqual({ ids: [] });
  });

  it('sends GET and DELETE data as query parameters', async () => {
    echo('get', '/thing/list');
    echo('delete', '/thing/delete/4');
    const list = await request<Echo>('GET', '/thing/list', { page: 2, ids: [5, 6], skip: undefined });
    expect(list.data.query).toBe('?page=2&ids=5&ids=6');
    const del = await request<Echo>('delete', '/thing/delete/4', { force: true });
    expect(del.data.query).toBe('?force=true');
  });
});

describe('headers', () => {
  it('carries the bearer token from the auth cookie, read on every request', async () => {
    echo('get', '/ping');
    expect((await request<Echo>('get', '/ping')).data.authorization).toBeNull();
    signIn(operator, 'token-1');
    expect((await request<Echo>('get', '/ping')).data.authorization).toBe('Bearer token-1');
    Cookies.set('auth', 'token-2');
    expect((await request<Echo>('get', '/ping')).data.authorization).toBe('Bearer token-2');
  });

  it('sends Accept-Language of the interface', async () => {
    echo('get', '/ping');
    expect((await request<Echo>('get', '/ping')).data.language).toBe('ru');
    await changeLocale('en');
    expect((await request<Echo>('get', '/ping')).data.language).toBe('en');
  });

  it('returns status and data', async () => {
    reply('post', '/task/create', 201, { id: 7 });
    await expect(request('post', '/task/create', { text: 'x' })).resolves.toEqual({
      status: 201,
      data: { id: 7 },
    });
  });
});

describe('transport rules', () => {
  it('401: clears every cookie and the session, goes to /login, rejects', async () => {
    signIn();
    Cookies.set('queue_name', 'q1');
    Cookies.set('other', 'x');
    sessionState.set({ user: operator, callsEnabled: true });
    reply('get', '/user/get', 401, { message: 'Authentication required', code: 'unauthorized' });
    const error = await request('get', '/user/get').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, statusCode: 401, code: 'unauthorized' });
    expect(Cookies.get()).toEqual({});
    expect(sessionState.get()).toMatchObject({ user: null, callsEnabled: false });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('401 on /login: logs out but stays', async () => {
    window.history.pushState({}, '', '/login');
    signIn();
    reply('post', '/login_check', 401, { message: 'Invalid credentials', code: 'invalid_credentials' });
    await expect(request('post', '/login_check', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
    });
    expect(Cookies.get('auth')).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('network error: logs out and goes to /login', async () => {
    signIn();
    server.use(http.get(api('/ping'), () => HttpResponse.error()));
    await expect(request('get', '/ping')).rejects.toMatchObject({ status: 0 });
    expect(Cookies.get()).toEqual({});
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it.each([404, 500])('%i passes silently with status and data', async (status) => {
    signIn();
    reply('get', '/contact/5', status, { message: 'Not found', code: 'not_found' });
    await expect(request('get', '/contact/5')).resolves.toEqual({
      status,
      data: { message: 'Not found', code: 'not_found' },
    });
    expect(Cookies.get('auth')).toBeDefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([403, 422, 429])('%i is thrown with status and data, session kept', async (status) => {
    signIn();
    const body = { message: 'The user does not have access rights', code: 'forbidden' };
    reply('get', '/user/list', status, body);
    const error = (await request('get', '/user/list').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.statusCode).toBe(status);
    expect(error.data).toEqual(body);
    expect(error.message).toBe(body.message);
    expect(Cookies.get('auth')).toBeDefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('400 validation: field errors become HttpError.errors', async () => {
    reply('post', '/user/create', 400, {
      message: 'The given data was invalid',
      code: 'validation',
      errors: { email: 'The email field must be a valid e-mail' },
    });
    const error = (await request('post', '/user/create', { email: 'x' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toMatchObject({
      statusCode: 400,
      message: 'The given data was invalid',
      code: 'validation',
      errors: { email: 'The email field must be a valid e-mail' },
    });
  });
});
