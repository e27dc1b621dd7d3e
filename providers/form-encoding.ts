// Form encoding of request bodies and query strings (docs/contracts.md, "Transport").
//
// - Arrays become repeated keys (`ids=1&ids=2`); the server's Ajv `coerceTypes: 'array'` turns a single
//   value back into a one-element array. An empty array sends nothing.
// - Plain objects become JSON strings (the spec sends `dynamic_data` that way).
// - Dates become ISO strings; booleans 'true'/'false' (Ajv coerces them back); numbers as written.
// - null and undefined are omitted: a form field has no null, and "" would reach string fields as a real
//   empty value (an e-mail format check would fail it). A field is either sent or absent. To clear a value
//   or send an empty array, send JSON instead (Content-Type application/json, also accepted by the server).
type Scalar = string | number | boolean | bigint | Date;

const encodeOne = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as Scalar);
};

export function toSearchParams(data: Record<string, unknown> | null | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const encoded = encodeOne(item);
      if (encoded !== null) params.append(key, encoded);
    }
  }
  return params;
}

/** Plain objects are encoded; FormData, URLSearchParams, Blob, strings and the like go as they are. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
