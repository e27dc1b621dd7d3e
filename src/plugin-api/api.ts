// Plugins reach the API only through this wrapper, so they share the shell's token,
// language header and error handling (providers/http-client.ts) without importing it.

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface ApiResponse<T> {
  status: number;
  data: T;
}

/** `url` is relative to /api, e.g. apiRequest('get', '/ping'). */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  data?: unknown,
): Promise<ApiResponse<T>> {
  // Loaded on first use: keeps plugin definitions importable where no browser globals exist.
  const { request } = await import('@/providers/http-client');
  return (await request(method, url, data)) as ApiResponse<T>;
}

/** Hook form of apiRequest, for components. */
export const useApi = () => apiRequest;
