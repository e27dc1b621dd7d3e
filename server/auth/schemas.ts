// Request bodies of the public auth routes (login, restore request, reset): every field is required.
const email = { type: 'string', format: 'email', minLength: 1, maxLength: 254 } as const;

// Typed per field, so the routes' body types come from these schemas (JsonSchemaToTsProvider).
const allRequired = <const P extends Record<string, object>>(properties: P) => ({
  type: 'object' as const,
  required: Object.keys(properties) as (keyof P & string)[],
  properties,
});

export const LOGIN_BODY = allRequired({
  email,
  password: { type: 'string', minLength: 1, maxLength: 1024 },
} as const);
export const RESTORE_BODY = allRequired({ email });
export const RESET_BODY = allRequired({
  token: { type: 'string', minLength: 1, maxLength: 200 },
  password: { type: 'string', minLength: 8, maxLength: 1024 },
} as const);
