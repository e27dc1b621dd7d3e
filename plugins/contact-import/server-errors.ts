// A refused import as the form shows it: field errors under their fields (an expired upload under the file),
// anything else as one message (409 "import already in progress", a server failure).
const FIELDS = [
  'campaign_id',
  'file',
  'has_header',
  'mapping',
  'skip_existing',
  'skip_file_duplicates',
  'skip_blacklisted',
  'skip_blocked_regions',
] as const;
type FieldName = (typeof FIELDS)[number];

const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

export interface Refusal {
  fields: { name: FieldName; errors: string[] }[];
  message: string | null;
}

export function readRefusal(error: unknown): Refusal {
  const { errors, message } = (error ?? {}) as { errors?: Record<string, unknown>; message?: string };
  const fields = Object.entries(errors ?? {}).flatMap(([key, value]) => {
    const name = key === 'upload_id' ? 'file' : key;
    const text = String(Array.isArray(value) ? value[0] : value);
    return isField(name) ? [{ name, errors: [text] }] : [];
  });
  return { fields, message: fields.length ? null : (message ?? null) };
}
