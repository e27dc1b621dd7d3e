// Form values <-> API rows: dates and times as dayjs for antd's pickers, JSON as text, passwords
// never shown; on the way out read-only and hidden fields are left out, and so is an empty password
// on edit (it means "unchanged").
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldDeclaration, ResourceDeclaration } from '../../define';
import type { FormMode } from './rules';

export type FormValues = Record<string, unknown>;

/** The fields a form shows: not hidden; read-only ones only when editing (they are filled by the server). */
export const formFields = (r: ResourceDeclaration, mode: FormMode): FieldDeclaration[] =>
  r.fields.filter((f) => !f.form?.hidden && !(f.readOnly && mode === 'create'));

const EMPTY = (v: unknown) => v === undefined || v === null || v === '';

function toFormValue(field: FieldDeclaration, value: unknown): unknown {
  if (EMPTY(value)) return field.type === 'password' ? undefined : value;
  switch (field.type) {
    case 'time':
      return dayjs(`2000-01-01T${String(value)}`);
    case 'date':
    case 'datetime':
      return dayjs(String(value));
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    case 'password':
    case 'file':
      return undefined;
    case 'enumMulti':
    case 'referenceMulti':
      return Array.isArray(value) ? [...value] : [value];
    default:
      return value;
  }
}

/** The create form's starting values: each field's declared default. */
export function defaultValues(r: ResourceDeclaration): FormValues {
  const values: FormValues = {};
  for (const field of formFields(r, 'create'))
    if (field.default !== undefined) values[field.name] = toFormValue(field, field.default);
  return values;
}

/** Stored file names, shown next to their (empty) file inputs on edit. */
export const STORED = '__stored';

export function recordToForm(r: ResourceDeclaration, record: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  const stored: Record<string, unknown> = {};
  for (const field of formFields(r, 'edit')) {
    values[field.name] = toFormValue(field, record[field.name]);
    if (field.type === 'file') stored[field.name] = record[field.name];
  }
  if (Object.keys(stored).length) values[STORED] = stored;
  return values;
}

const isDayjs = (v: unknown): v is Dayjs => dayjs.isDayjs(v);

function toApiValue(field: FieldDeclaration, value: unknown): unknown {
  if (!isDayjs(value)) return typeof value === 'string' && field.type !== 'password' ? value.trim() : value;
  if (field.type === 'time') return value.format('HH:mm');
  if (field.type === 'date') return value.format('YYYY-MM-DD');
  return value.toISOString();
}

// On edit an emptied field is sent as "" (form encoding has no null and drops empty lists; the server
// reads "" as the field's empty value: '', false, [] or null). On create empty fields are left out, so
// the server's defaults apply. An empty password is never sent (on edit it means "unchanged").
const isEmptyList = (v: unknown) => Array.isArray(v) && v.length === 0;

export function formToPayload(r: ResourceDeclaration, values: FormValues, mode: FormMode): FormValues {
  const payload: FormValues = {};
  for (const field of formFields(r, mode)) {
    if (field.readOnly) continue;
    const value = toApiValue(field, values[field.name]);
    if (EMPTY(value) || isEmptyList(value)) {
      // An empty password or file input keeps what is stored.
      if (mode === 'edit' && field.type !== 'password' && field.type !== 'file') payload[field.name] = '';
      continue;
    }
    payload[field.name] = value;
  }
  return payload;
}

/** The request body: form-encoded values, or multipart (FormData) when a file is among them. */
export function toRequestBody(payload: FormValues): FormValues | FormData {
  if (!Object.values(payload).some((v) => typeof Blob !== 'undefined' && v instanceof Blob)) return payload;
  const data = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) data.append(key, item, item instanceof File ? item.name : key);
      else data.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return data;
}
