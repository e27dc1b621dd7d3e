// Request bodies of the public auth routes (login, restore request, reset): every field is required.
const email = { type: 'string', format: 'email', minLength: 1, maxLength: 254 } as const;

const allRequired = (properties: Record<string, object>) => ({
  type: 'object',
  required: Object.keys(properties),
  properties,
});

export const LOGIN_BODY = allRequired({ email, password: { type: 'string', minLength: 1, maxLength: 1024 } });
export const RESTORE_BODY = allRequired({ email });
export const RESET_BODY = allRequired({
  token: { type: 'string', minLength: 1, maxLength: 200 },
  password: { type: 'string', minLength: 8, maxLength: 1024 },
});
