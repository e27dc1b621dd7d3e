import type { AuthActionResponse } from '@refinedev/core';
import { describeAuthError } from '@/src/shared/auth-errors';

export type Outcome = { type: 'success' | 'error'; message: string } | null;

/** What the restore forms show after the server answered. */
export function outcomeOf(result: AuthActionResponse, fallbackError: string): Outcome {
  if (result.success) return { type: 'success', message: result.successNotification?.message ?? '' };
  return { type: 'error', message: describeAuthError(result.error, fallbackError).message };
}
