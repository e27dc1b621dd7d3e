// Failed auth calls reach the pages as Refine's `{ success: false, error }`, where the auth provider
// puts the text to show in `message` and a 400's field errors in `errors` (providers/auth-provider.ts).

export interface AuthErrorView {
  message: string;
  /** Field name -> messages, shown under their fields. */
  fields: { name: string; errors: string[] }[];
}

export function describeAuthError(error: unknown, fallback: string): AuthErrorView {
  const e = (error ?? {}) as { message?: unknown; errors?: unknown };
  const errors = e.errors && typeof e.errors === 'object' ? (e.errors as Record<string, unknown>) : {};
  const fields = Object.entries(errors).map(([name, value]) => ({
    name,
    errors: (Array.isArray(value) ? value : [value]).map(String),
  }));
  const message = typeof e.message === 'string' && e.message ? e.message : fallback;
  return { message, fields };
}

/** Only same-site paths are followed after login, never `//host` or absolute URLs. */
export const safeReturnPath = (to: string | null | undefined) =>
  to && to.startsWith('/') && !to.startsWith('//') ? to : null;
