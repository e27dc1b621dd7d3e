// The export endpoints of issue 13's contract as msw answers them: the columns of each type, and the starts
// recorded with their JSON bodies.
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

export interface ExportStart {
  type: string;
  contentType: string | null;
  body: { filters: Record<string, unknown>; fields: string[] };
}

export const FIELDS = [
  { key: 'full_name', label: 'ФИО' },
  { key: 'phone', label: 'Телефон' },
  { key: 'status', label: 'Статус' },
];

/** Serves GET /export/fields/{type} and POST /export/{type}; `refuse` answers the start instead. */
export function serveExports(server: SetupServer, refuse?: () => Response): ExportStart[] {
  const starts: ExportStart[] = [];
  server.use(
    http.get('/api/export/fields/:type', () => HttpResponse.json({ fields: FIELDS })),
    http.post('/api/export/:type', async ({ request, params }) => {
      starts.push({
        type: String(params.type),
        contentType: request.headers.get('content-type'),
        body: (await request.json()) as ExportStart['body'],
      });
      if (refuse) return refuse();
      return HttpResponse.json(
        {
          id: 1,
          user: { full_name: 'Sam Supervisor', email: 's@demo.local' },
          type: params.type,
          file: '',
          row_count: 0,
          sync_count: 0,
          status: 'STATUS_PROCESSING',
          error: null,
          created_at: '2026-01-10T12:00:00.000Z',
          finished_at: null,
        },
        { status: 201 },
      );
    }),
  );
  return starts;
}
