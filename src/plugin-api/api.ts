// Plugins reach the API only through this wrapper, so they share the shell's token,
// language header and error handling (providers/http-client.ts) without importing it. Its types are the
// transport's own (type-only imports load nothing).
import type { ApiResponse, HttpMethod } from '@/providers/http-client';
import type { NotifyParams } from '@/providers/notification-provider';

export type { ApiResponse, HttpMethod, NotifyParams };

async function requestAt<T>(baseURL: string | undefined, method: HttpMethod, url: string, data?: unknown) {
  // Loaded on first use: keeps plugin definitions importable where no browser globals exist.
  const { request } = await import('@/providers/http-client');
  const response = baseURL ? request(method, url, data, { baseURL }) : request(method, url, data);
  return (await response) as ApiResponse<T>;
}

/** `url` is relative to /api, e.g. apiRequest('get', '/ping'). */
export const apiRequest = <T = unknown>(method: HttpMethod, url: string, data?: unknown) =>
  requestAt<T>(undefined, method, url, data);

/**
 * An imperative call whose result is the reply body: any non-2xx reply (the transport's silent 404 and 500
 * too) rejects with the transport's ApiError (`status`, `data`, `message`, `errors`), so no caller checks a
 * status. For reads in components prefer useApiQuery, for writes useApiMutation (data-hooks.ts).
 */
export async function apiCall<T = unknown>(method: HttpMethod, url: string, data?: unknown): Promise<T> {
  const reply = await apiRequest<T>(method, url, data);
  if (reply.status >= 200 && reply.status < 300) return reply.data;
  const { ApiError } = await import('@/providers/http-client');
  throw new ApiError(reply.status, reply.data, `Request failed with status ${reply.status}`);
}

/**
 * Sends a multipart body (a FormData with the file and the other fields) to `url` and resolves to the reply
 * body, rejecting like apiCall; `onProgress` hears the share of the body sent so far, 0 to 100.
 */
export async function apiUpload<T = unknown>(
  url: string,
  body: FormData,
  onProgress?: (percent: number) => void,
): Promise<T> {
  const { ApiError, request } = await import('@/providers/http-client');
  const reply = await request<T>('post', url, body, {
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  if (reply.status >= 200 && reply.status < 300) return reply.data;
  throw new ApiError(reply.status, reply.data, `Request failed with status ${reply.status}`);
}

/** A notice through the shell's notifications (bottom-right, at most two at once, spec 001 section 9). */
export async function notify(params: NotifyParams): Promise<void> {
  // Loaded on first use, like the transport: antd's notification stays out of plugin definitions.
  const shell = await import('@/providers/notification-provider');
  shell.notify(params);
}

/**
 * Saves a file behind the API (`url` relative to /api, or `/api/...`) under `name`: fetched with the token as
 * a blob, since a plain link would carry no token.
 */
export async function downloadApiFile(url: string, name: string): Promise<void> {
  // Loaded on first use, like the transport it goes through.
  const { downloadFile } = await import('@/src/shared/download');
  await downloadFile(url, name);
}

/** A call to the telephony side, `{domain}/node/...` (spec 001 section 7): `url` is relative to /node. */
export const telephonyRequest = <T = unknown>(method: HttpMethod, url: string, data?: unknown) =>
  requestAt<T>('/node', method, url, data);
