// An in-memory imitation of the file manager's API (docs/resources.md, "File manager") for the component
// specs: the list with paging, sorting and the name filter, upload, delete, download and disk space.
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { api } from './support';

export interface FakeFile {
  id: number;
  name: string;
  size: number;
  content_type: string;
  created_at: string;
  updated_at: string;
  url: string;
}

export const file = (id: number, name: string, size: number, created = '2026-01-15T10:30:00Z'): FakeFile => ({
  id,
  name,
  size,
  content_type: 'text/plain',
  created_at: created,
  updated_at: created,
  url: `/api/file_manager/download/${id}`,
});

export const GIB = 2 ** 30;

export function fakeFiles(server: SetupServer, rows: FakeFile[], disk = { free: 40.5, use_percent: 37 }) {
  const fake = {
    rows: rows.map((row) => ({ ...row })),
    lists: [] as URLSearchParams[],
    uploads: [] as FormData[],
    renames: [] as { id: number; name: string | null }[],
    deleted: [] as number[],
  };
  server.use(
    http.get(api('/file_manager/list'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      fake.lists.push(query);
      const name = query.get('name')?.toLowerCase();
      const items = name ? fake.rows.filter((r) => r.name.toLowerCase().includes(name)) : fake.rows;
      return HttpResponse.json({ items, totalCount: items.length, page: 1, limit: 10, pageCount: 1 });
    }),
    http.get(api('/balance/get_disk_space'), () =>
      HttpResponse.json({ size: 100 * GIB, used: 63 * GIB, avail: disk.free * GIB, ...disk }),
    ),
    http.post(api('/file_manager/upload'), async ({ request }) => {
      fake.uploads.push(await request.formData());
      const row = file(100 + fake.uploads.length, 'uploaded.txt', 5);
      fake.rows.unshift(row);
      return HttpResponse.json(row, { status: 201 });
    }),
    http.put(api('/file_manager/update/:id'), async ({ request, params }) => {
      const name = new URLSearchParams(await request.text()).get('name');
      fake.renames.push({ id: Number(params.id), name });
      if (name?.includes('<'))
        return HttpResponse.json({ message: 'Invalid', errors: { name: 'Bad name' } }, { status: 400 });
      const row = fake.rows.find((r) => r.id === Number(params.id))!;
      row.name = name ?? row.name;
      return HttpResponse.json(row);
    }),
    http.delete(api('/file_manager/delete/:id'), ({ params }) => {
      fake.deleted.push(Number(params.id));
      fake.rows = fake.rows.filter((r) => r.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return fake;
}
