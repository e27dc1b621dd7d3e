// The generated settings screens inside the whole app (route registry, guard, Refine, layouts), with a
// small in-memory imitation of the server's CRUD contract per resource (docs/resources.md).
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { plugins } from '@/plugins';
import type { CrmUser } from '@/providers/user';
import { App } from '@/src/App';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { registerPlugins } from '@/src/plugin-host/register-plugins';
import { api, signIn } from './support';

export type Row = Record<string, unknown> & { id: number };

export interface FakeResource {
  rows: Row[];
  /** Query strings of every list call, in order. */
  lists: URLSearchParams[];
  /** Bodies of create and update calls. */
  writes: { method: string; id?: number; body: URLSearchParams }[];
  deleted: number[];
}

/** Answers /api/{name}/list, /{id}, /create, /update/{id}, /delete/{id} over `rows`. */
export function fakeResource(server: SetupServer, name: string, rows: Row[]): FakeResource {
  const fake: FakeResource = { rows: [...rows], lists: [], writes: [], deleted: [] };
  server.use(
    http.get(api(`/${name}/list`), ({ request }) => {
      const query = new URL(request.url).searchParams;
      fake.lists.push(query);
      let items = [...fake.rows];
      const title = query.get('title');
      if (title) items = items.filter((r) => String(r.title).toLowerCase().includes(title.toLowerCase()));
      const color = query.get('color');
      if (color) items = items.filter((r) => r.color === color);
      const sort = query.get('sort');
      if (sort) {
        const dir = query.get('order') === 'desc' ? -1 : 1;
        items.sort((a, b) => (String(a[sort]) < String(b[sort]) ? -dir : String(a[sort]) > String(b[sort]) ? dir : 0));
      }
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 10);
      return HttpResponse.json({
        items: items.slice((page - 1) * limit, page * limit),
        totalCount: items.length,
        page,
        limit,
        pageCount: Math.ceil(items.length / limit),
      });
    }),
    http.get(api(`/${name}/:id`), ({ params }) => {
      const row = fake.rows.find((r) => r.id === Number(params.id));
      return row ? HttpResponse.json(row) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.post(api(`/${name}/create`), async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      fake.writes.push({ method: 'create', body });
      const row = { id: 100 + fake.writes.length, ...Object.fromEntries(body) } as Row;
      fake.rows.push(row);
      return HttpResponse.json(row, { status: 201 });
    }),
    http.put(api(`/${name}/update/:id`), async ({ request, params }) => {
      const body = new URLSearchParams(await request.text());
      fake.writes.push({ method: 'update', id: Number(params.id), body });
      const row = fake.rows.find((r) => r.id === Number(params.id))!;
      Object.assign(row, Object.fromEntries(body));
      return HttpResponse.json(row);
    }),
    http.delete(api(`/${name}/delete/:id`), ({ params }) => {
      fake.deleted.push(Number(params.id));
      fake.rows = fake.rows.filter((r) => r.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return fake;
}

export function startApp(server: SetupServer, path: string, user: CrmUser) {
  signIn(user);
  server.use(
    http.get(api('/user/get'), () => HttpResponse.json(user)),
    http.get(api('/ping'), () => HttpResponse.json({ pong: true, time: 0 })),
  );
  window.history.pushState({}, '', path);
  return render(<App config={{ ...DEFAULT_RUNTIME_CONFIG, version: '1.0.0' }} registry={registerPlugins(plugins)} />);
}

/** Transform the lazy chunks once, so no test waits for that. */
export async function preloadChunks() {
  await import('@/src/routes/SignedInRoutes');
  await import('@/src/routes/GuardedDashboardLayout');
  await import('@/src/routes/GuardedPage');
  await import('@/src/pages/dashboard/DashboardPage');
  await import('@/plugins/ping/PingIndicator');
  await import('@/src/resources/ui/pages');
}

export const location = () => window.location.pathname + window.location.search;

export const tags: Row[] = [
  { id: 1, title: 'VIP', color: 'red', app_system: false },
  { id: 2, title: 'Callback', color: 'green', app_system: true },
  { id: 3, title: 'Spam', color: 'none', app_system: false },
];
