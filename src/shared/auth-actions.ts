// The open pages call the auth provider directly and load it on first use: it pulls in the
// transport and the notification provider, which the login page should not download up front.
import type { AuthActionResponse } from '@refinedev/core';

const authProvider = async () => (await import('@/providers/auth-provider')).authProvider;

export const signIn = async (values: { email: string; password: string }): Promise<AuthActionResponse> =>
  (await authProvider()).login(values);

export const requestResetLink = async (values: { email: string }): Promise<AuthActionResponse> =>
  (await authProvider()).forgotPassword!(values);

export const setNewPassword = async (values: {
  token: string;
  password: string;
}): Promise<AuthActionResponse> => (await authProvider()).updatePassword!(values);

/** A failed download of the provider itself counts as a failed action, shown like any other. */
export async function settle(action: Promise<AuthActionResponse>): Promise<AuthActionResponse> {
  try {
    return await action;
  } catch (error) {
    return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
