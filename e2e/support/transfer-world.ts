// The world of the transfer journey (issue 12, flow 3) on its own app: two baresip phones beyond the building
// (the customer behind the demo trunk, a transfer target behind a second trunk), the demo project's stored
// transfer phone pointing at the target with the demo `transfer` music, and the demo project's queue
// ringing all its members, so the supervisor is offered a consult while the operator is busy.
import { expect } from 'vitest';
import type { RunningApp } from './app-server';
import type { BaresipCustomer } from './carrier/baresip';

export interface Row {
  id: number;
  unique_id: string;
  call_type: string;
  context: string;
  status: number | null;
  to_phone: string;
  operator: { full_name: string } | null;
}

/** The API of `app` as the demo admin; every reply must be a success. */
export async function adminApi(app: RunningApp, password: string) {
  const login = await fetch(`${app.baseURL}/api/login_check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'admin@demo.local', password }),
  });
  const { token } = (await login.json()) as { token: string };
  return async (method: string, path: string, body?: Record<string, unknown>) => {
    const res = await fetch(`${app.baseURL}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
    return JSON.parse(text) as { items: Record<string, unknown>[] } & Record<string, unknown>;
  };
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

export interface TransferWorld {
  customer: BaresipCustomer;
  target: BaresipCustomer;
  /** The stored transfer phone's number, name and music (a demo `transfer` entry). */
  targetPhone: string;
  targetLabel: string;
  queueName: string;
  queueLabel: string;
}

const idOf = async (api: AdminApi, resource: string, title: string) =>
  (await api('GET', `/${resource}/list?limit=100`)).items.find((i) => i.title === title)!.id as number;

/** Points the demo trunk at `customer`, a new trunk at `target`, and stores the target in the demo project. */
export async function arrangeTransfers(
  api: AdminApi,
  phones: { customer: BaresipCustomer; target: BaresipCustomer; targetPhone: string; mohClass: string },
): Promise<TransferWorld> {
  const trunk = await idOf(api, 'trunk', 'Demo carrier');
  await api('PUT', `/trunk/update/${trunk}`, { host: '127.0.0.1', port: phones.customer.sipPort });
  await api('POST', '/trunk/create', {
    title: 'Transfer carrier',
    host: '127.0.0.1',
    port: phones.target.sipPort,
  });
  const project = await idOf(api, 'campaign', 'Demo campaign');
  const targetLabel = 'Notary desk';
  await api('PUT', `/campaign/update/${project}`, {
    queue_strategy: 'ringall',
    queue_timeout: 60,
    operator_timeout: 30,
    transfer_phones: JSON.stringify([
      {
        id: 1,
        name_phone: targetLabel,
        phone: phones.targetPhone,
        trunk: 'Transfer carrier',
        is_sip_trunk: false,
        moh_class: phones.mohClass,
      },
    ]),
  });
  return {
    customer: phones.customer,
    target: phones.target,
    targetPhone: phones.targetPhone,
    targetLabel: `${targetLabel} (${phones.targetPhone})`,
    queueName: `campaign_${project}`,
    queueLabel: 'Demo campaign',
  };
}

/** The call rows of `phone` (the card's calls table and the calls report read the same list). */
export async function rowsOf(api: AdminApi, phone: string): Promise<Row[]> {
  return (await api('GET', `/call/list?client_phone=${phone}&all_calls=true&limit=50`))
    .items as unknown as Row[];
}
