// Settings of the lending partner (Sovcom) check, shown at /settings/sovcom, and the partner's regions.
//
// | route                               | permission    | reply                                              |
// | GET /api/sovcom/settings            | sovcom.list   | { enabled, api_url, partner_id, api_token_set, default_region } |
// | PUT /api/sovcom/settings            | sovcom.list   | the same, after the change                          |
// | GET /api/sovcom_regions/get_regions | authenticated | [{ id, name }] (regions.ts)                          |
//
// PUT is partial (an absent field keeps its value), form-encoded or JSON. `api_token` is write-only: it is
// stored (the server needs it to call the partner) and never sent back; an empty one keeps the stored token,
// `clear_api_token=true` removes it. Switching the check on needs an API URL (http or https), a partner id
// and a token. `default_region` is a region id of the list, or empty for none.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Text } from '../from-client';
import type { Db } from '../db/client';
import { invalidFields, type FieldMessage, fieldProblem } from '../http/errors';
import { flag } from '../http/form-values';
import { REGION_IDS, REGIONS } from './regions';
import replies from './replies.json';
import { appSettings } from './table';

const KEY = 'sovcom';

export interface SovcomSettings {
  enabled: boolean;
  api_url: string;
  partner_id: string;
  api_token: string;
  default_region: number | null;
}

const DEFAULTS: SovcomSettings = {
  enabled: false,
  api_url: '',
  partner_id: '',
  api_token: '',
  default_region: null,
};

const LABELS: Record<string, Text> = {
  enabled: { en: 'Enabled', ru: 'Включено' },
  api_url: { en: 'API URL', ru: 'Адрес API' },
  partner_id: { en: 'Partner ID', ru: 'ID партнёра' },
  api_token: { en: 'API token', ru: 'Токен API' },
  clear_api_token: { en: 'Remove the token', ru: 'Удалить токен' },
  default_region: { en: 'Default region', ru: 'Регион по умолчанию' },
};

const BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    api_url: { type: 'string', maxLength: 2048 },
    partner_id: { type: 'string', maxLength: 100 },
    api_token: { type: 'string', maxLength: 1000 },
    clear_api_token: { type: 'boolean' },
    default_region: { type: ['integer', 'null'], enum: [...REGION_IDS, null] },
  },
};

type Body = Partial<Omit<SovcomSettings, 'api_token'>> & { api_token?: string; clear_api_token?: boolean };

/** The stored settings (defaults for what was never set). */
export async function readSovcomSettings(db: Db): Promise<SovcomSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  const value = (row?.value ?? {}) as Partial<SovcomSettings>;
  return { ...DEFAULTS, ...value };
}

const shown = ({ api_token, ...rest }: SovcomSettings) => ({ ...rest, api_token_set: api_token !== '' });

const isHttpUrl = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
};

const rule = (field: string, name: 'required' | 'url'): FieldMessage => fieldProblem(name, field, LABELS);

/** Form strings: trimmed; booleans from true/false/1/0/on/off; an empty region is none. */
async function coerce(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && key !== 'api_token') body[key] = value.trim();
    if (key === 'enabled' || key === 'clear_api_token') body[key] = flag(body[key]);
    if (key === 'default_region' && body[key] === '') body[key] = null;
  }
}

export async function sovcomRoutes(app: FastifyInstance) {
  const config = { permission: 'sovcom.list' as const, labels: LABELS };

  app.get(
    '/sovcom/settings',
    { config, schema: { response: { 200: replies.SOVCOM_SETTINGS_REPLY } } },
    async () => shown(await readSovcomSettings(app.db)),
  );

  app.put<{ Body: Body }>(
    '/sovcom/settings',
    {
      config,
      schema: { body: BODY_SCHEMA, response: { 200: replies.SOVCOM_SETTINGS_REPLY } },
      preValidation: coerce,
    },
    async (request) => {
      const { api_token, clear_api_token, ...changes } = request.body;
      const next: SovcomSettings = { ...(await readSovcomSettings(app.db)) };
      for (const [key, value] of Object.entries(changes))
        if (value !== undefined) Object.assign(next, { [key]: value });
      if (clear_api_token) next.api_token = '';
      if (api_token) next.api_token = api_token;

      const errors: Record<string, FieldMessage> = {};
      if (next.api_url && !isHttpUrl(next.api_url)) errors.api_url = rule('api_url', 'url');
      if (next.enabled) {
        if (!next.api_url) errors.api_url = rule('api_url', 'required');
        if (!next.partner_id) errors.partner_id = rule('partner_id', 'required');
        if (!next.api_token) errors.api_token = rule('api_token', 'required');
      }
      if (Object.keys(errors).length) throw invalidFields(errors);

      await app.db
        .insert(appSettings)
        .values({ key: KEY, value: next })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: next, updated_at: sql`now()` } });
      return shown(next);
    },
  );

  app.get(
    '/sovcom_regions/get_regions',
    { config: { permission: 'authenticated' }, schema: { response: { 200: replies.REGIONS_REPLY } } },
    async () => REGIONS,
  );
}
