// Steps of the settings journeys, derived from the resource declarations: the menu a role should see,
// sample values per field type, and the selectors of the generated screens (src/resources/ui).
import type { Locator, Page } from 'playwright-core';
import { isAllowed, type Role } from '../../src/permissions/catalogue';
import { keysFor, type FieldDeclaration, type ResourceDeclaration } from '../../src/resources/define';
import { RESOURCES } from '../../src/resources';
import { generatedResources } from '../../src/routes/route-registry';
import { baseURL } from './session';

type Lang = 'en' | 'ru';

interface MenuModel {
  label: Record<Lang, string>;
  order: number;
  keys: readonly string[];
  children?: MenuModel[];
}

const byOrder = (entries: MenuModel[]) =>
  entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.order - b.entry.order || a.index - b.index)
    .map(({ entry }) => entry);

const declared = (parent: string | undefined): MenuModel[] =>
  generatedResources
    .filter((r) => r.menu && !r.menu.hidden && r.menu.parent === parent)
    .map((r) => ({ label: r.label, order: r.menu!.order, keys: keysFor(r, 'list')! }));

/**
 * The sidebar a user should see, in screen order (submenus opened): the shell's Dashboard, Reports with
 * Contacts and Manual calls, Settings with the File manager, Sovcom, and every generated entry of the
 * declarations under its parent, by `menu.order`.
 */
export function expectedMenu(
  user: { role: Role; permissions: readonly string[] },
  lang: Lang = 'en',
): string[] {
  const settings: MenuModel = {
    label: { en: 'Settings', ru: 'Настройки' },
    order: 900,
    keys: ['settings.list'],
    children: byOrder([
      ...declared('settings'),
      // The hand-written Sovcom page, listed unless the flag is 'false' (the server's default when unset).
      ...((process.env.SOVCOM_CHECK ?? 'false') === 'false'
        ? []
        : [
            {
              label: { en: 'Sovcom check', ru: 'Проверка Совком' },
              order: 72,
              keys: ['settings.list', 'sovcom.list'],
            },
          ]),
    ]),
  };
  // The shell's Reports group (src/routes/route-registry.tsx) with the contact-list plugin's Contacts,
  // the card-list plugin's Manual calls and the calls-report plugin's Calls.
  const reports: MenuModel = {
    label: { en: 'Reports', ru: 'Отчёты' },
    order: 100,
    keys: ['report.list'],
    children: byOrder([
      ...declared('report'),
      { label: { en: 'Contacts', ru: 'Контакты' }, order: 10, keys: ['contact.list'] },
      { label: { en: 'Manual calls', ru: 'Ручной обзвон' }, order: 20, keys: ['contact.cardList'] },
      { label: { en: 'Calls', ru: 'Звонки' }, order: 30, keys: ['call.list'] },
    ]),
  };
  const top = byOrder([
    { label: { en: 'Dashboard', ru: 'Рабочий стол' }, order: 0, keys: ['dashboard.list'] },
    reports,
    settings,
    { label: { en: 'File manager', ru: 'Файловый менеджер' }, order: 960, keys: ['fileManager.list'] },
    ...declared(undefined),
  ]);
  const visible = (entries: MenuModel[]): string[] =>
    entries.flatMap((entry) => {
      if (!isAllowed(user, [...entry.keys] as never)) return [];
      if (!entry.children) return [entry.label[lang]];
      const children = visible(entry.children);
      return children.length ? [entry.label[lang], ...children] : [];
    });
  return visible(top);
}

export const listPathOf = (r: ResourceDeclaration) => `${r.route}/list`;

/** The field the journey finds its row by: the first one filtered with `contains`. */
export const searchFieldOf = (r: ResourceDeclaration) =>
  r.fields.find(
    (f) => f.list?.filter === 'contains' && ['string', 'text', 'email', 'phone', 'url'].includes(f.type),
  );

/** Required fields with no default: the ones an empty form must complain about. */
export const requiredWithoutDefault = (r: ResourceDeclaration) =>
  r.fields.filter(
    (f) =>
      f.required && (f.default ?? null) === null && f.type !== 'boolean' && !f.readOnly && !f.form?.hidden,
  );

/** Valid values for fields edited by a hand-written widget (as the JSON text the generic control takes). */
const WIDGET_SAMPLES: Record<string, string> = {
  cardLabels: '[{"value":"Comment","value_type":"text"}]',
};

const clip = (text: string, max?: number) => (max ? text.slice(0, max) : text);

/** A valid text value for a field, unique by `stamp` where it can be. */
export function sampleText(field: FieldDeclaration, stamp: string): string {
  const widget = field.form?.widget ? WIDGET_SAMPLES[field.form.widget] : undefined;
  if (widget) return widget;
  // A declared text format (src/resources/text-formats.ts) takes its own shape.
  if (field.format === 'host') return `e2e-${stamp.replace(/[^a-z0-9]/gi, '').toLowerCase()}.example.com`;
  if (field.format === 'digits') return `7${stamp.replace(/\D/g, '').slice(-10).padStart(10, '0')}`;
  if (field.format === 'timeZone') return 'Europe/Moscow';
  switch (field.type) {
    case 'email':
      return `e2e-${stamp}@example.com`;
    case 'url':
      return `https://example.com/e2e/${stamp}`;
    case 'phone':
      return `7${stamp.replace(/\D/g, '').slice(-10).padStart(10, '0')}`;
    case 'html':
      return `<p>e2e ${stamp}</p>`;
    case 'json':
      return '{"e2e":true}';
    case 'password':
      return 'E2e-pass-123456';
    case 'integer':
    case 'number':
      return String(Math.min(Math.max(field.min ?? 1, 1), field.max ?? Number.MAX_SAFE_INTEGER));
    case 'time':
      return '10:30';
    case 'date':
      return '15-01-2026';
    case 'datetime':
      return '15-01-2026 10:30';
    default:
      return clip(`e2e ${field.name} ${stamp}`, field.max);
  }
}

export const item = (page: Page, field: string) => page.locator(`[data-field="${field}"]`);

const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** How a hand-written widget is filled with its sample (WIDGET_SAMPLES): through its own controls. */
const WIDGET_FILLERS: Record<string, (box: Locator, sample: string) => Promise<void>> = {
  cardLabels: async (box, sample) => {
    for (const label of JSON.parse(sample) as { value: string }[]) {
      await box.getByTestId('card-labels-add').click();
      await box.getByTestId('card-label-caption').last().fill(label.value);
    }
  },
};

/** Fills one form item with a valid value for its type. */
export async function fillField(page: Page, field: FieldDeclaration, value: string) {
  const box = item(page, field.name);
  const widget = field.form?.widget ? WIDGET_FILLERS[field.form.widget] : undefined;
  if (widget) return widget(box, value);
  switch (field.type) {
    case 'enum':
    case 'enumMulti':
    case 'color':
    case 'reference':
    case 'referenceMulti': {
      await box.locator('.ant-select-selector').click();
      const option = openDropdown(page).locator('.ant-select-item-option').first();
      await option.waitFor();
      await option.click();
      await page.keyboard.press('Escape');
      return;
    }
    case 'boolean':
      return;
    case 'file': {
      // A tiny MPEG audio frame (ID3 header + one silent frame header), under the declared type.
      const bytes = Buffer.concat([
        Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'),
        Buffer.from([0xff, 0xfb, 0x90, 0x00]),
        Buffer.alloc(413),
      ]);
      await box.locator('input[type="file"]').setInputFiles({
        name: `e2e-${value}.mp3`,
        mimeType: field.file?.accept[0] ?? 'application/octet-stream',
        buffer: bytes,
      });
      return;
    }
    case 'time':
    case 'date':
    case 'datetime': {
      await box.locator('input').click();
      await box.locator('input').fill(value);
      await page.keyboard.press('Enter');
      return;
    }
    case 'integer':
    case 'number':
      await box.locator('input').fill(value);
      return;
    case 'text':
    case 'html':
    case 'json':
      await box.locator('textarea').fill(value);
      return;
    default:
      await box.locator('input').fill(value);
  }
}

export const errorsOf = (page: Page, field: string) =>
  item(page, field).locator('.ant-form-item-explain-error').allInnerTexts();

/** The API with a token, for set-up and for checking refusals. */
export async function apiCall(token: string, method: string, path: string, body?: Record<string, unknown>) {
  const res = await fetch(`${baseURL()}/api${path}`, {
    method,
    // A JSON content type without a body is a 400 on the server: only a request with a body names one.
    headers: {
      Authorization: `Bearer ${token}`,
      'Accept-Language': 'en',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, data: text ? (JSON.parse(text) as unknown) : null };
}

export async function apiToken(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/login_check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
  return ((await res.json()) as { token: string }).token;
}

/**
 * A create body for the API: `pick` decides a field's value (undefined: a sample), every other field
 * the form would require gets a sample, references the first row of the referenced resource.
 */
export async function sampleBody(
  token: string,
  r: ResourceDeclaration,
  stamp: string,
  pick: (field: FieldDeclaration) => unknown,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const field of r.fields) {
    if (field.readOnly) continue;
    const chosen = pick(field);
    if (chosen !== undefined) {
      body[field.name] = chosen;
    } else if (field.required && (field.default ?? null) === null) {
      if (field.type === 'reference' || field.type === 'referenceMulti') {
        const target = RESOURCES.find((t) => t.name === field.reference?.resource);
        const list = await apiCall(token, 'GET', `/${target?.api ?? field.reference?.resource}/list?limit=1`);
        const id = (list.data as { items: { id: number }[] }).items[0]?.id;
        body[field.name] = field.type === 'reference' ? id : [id];
      } else if (field.options?.length) {
        body[field.name] = field.type === 'enumMulti' ? [field.options[0]] : field.options[0];
      } else if (field.type === 'integer' || field.type === 'number') {
        body[field.name] = Number(sampleText(field, stamp));
      } else if (field.type === 'date' || field.type === 'datetime') {
        body[field.name] = field.type === 'date' ? '2026-01-15' : '2026-01-15T10:30:00.000Z';
      } else {
        body[field.name] = sampleText(field, stamp);
      }
    }
  }
  return body;
}
