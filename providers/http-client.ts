// The transport (spec 001 sections 7 and 8, docs/contracts.md): requests on /api with the bearer token from
// the `auth` cookie and Accept-Language of the interface on every request; POST/PUT/PATCH bodies form-encoded
// (see form-encoding.ts), GET/DELETE data as query parameters.
// Rules: 401 and a network error end the session and go to /login (unless already there); 404 and 500
// resolve silently with their status and body; any other failure is thrown as an ApiError.
// Built on XMLHttpRequest, which also reports an upload's progress (fetch cannot): axios did the same in
// 20 KB of gzip JavaScript, downloaded with every signed-in page (issue 14, "Fast first paint").
import { currentLocale } from '@/src/i18n';
import { getToken } from './cookies';
import { isPlainObject, toSearchParams } from './form-encoding';
import { endSession, goToLogin } from './session';

export const API_ROOT = '/api';
export const SILENT_STATUSES: ReadonlySet<number> = new Set([404, 500]);

/** An API failure: `status`/`data` for the spec's callers, `statusCode`/`message`/`errors` for Refine's HttpError. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code?: string;
  /** Field errors of a 400 (`{ field: message }`): Refine's useForm shows them under the fields. */
  readonly errors?: Record<string, string | string[]>;

  constructor(
    readonly status: number,
    readonly data: unknown,
    fallbackMessage: string,
  ) {
    const body = isPlainObject(data) ? data : {};
    super(typeof body.message === 'string' && body.message ? body.message : fallbackMessage);
    this.name = 'ApiError';
    this.statusCode = status;
    if (typeof body.code === 'string') this.code = body.code;
    if (isPlainObject(body.errors)) this.errors = body.errors as Record<string, string | string[]>;
  }
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
export interface ApiResponse<T = unknown> {
  status: number;
  data: T;
}

export interface RequestOptions {
  /** Instead of /api (the telephony service's own root, say). */
  baseURL?: string;
  /** Added to (and over) the token and language headers; Content-Type application/json sends JSON. */
  headers?: Record<string, string | undefined>;
  /** The query of a POST/PUT/PATCH (the others take theirs from `data`). */
  params?: Record<string, unknown>;
  /** Milliseconds; a request still running then fails with status 0 (the session stays). */
  timeout?: number;
  /** 'blob' for files; otherwise a JSON body is parsed, and any other is kept as text. */
  responseType?: 'json' | 'blob';
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

const BODY_METHODS = new Set(['post', 'put', 'patch']);

const withQuery = (url: string, query: Record<string, unknown> | undefined) => {
  const search = isPlainObject(query) ? toSearchParams(query).toString() : '';
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
};

/** The headers sent: the token and the language, then the caller's (which win). */
function headersFor(options: RequestOptions): Record<string, string> {
  const token = getToken();
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain, */*',
    'Accept-Language': currentLocale(),
    ...(token && { Authorization: `Bearer ${token}` }),
  };
  for (const [name, value] of Object.entries(options.headers ?? {}))
    if (value !== undefined) headers[name] = value;
  return headers;
}

const isJsonType = (headers: Record<string, string>) =>
  Object.entries(headers).some(
    ([name, value]) => name.toLowerCase() === 'content-type' && value.includes('json'),
  );

/** A plain object goes form-encoded, or as JSON when asked; FormData, strings and the like as they are. */
function bodyFor(data: unknown, headers: Record<string, string>): XMLHttpRequestBodyInit | null {
  if (data === undefined || data === null) return null;
  if (isJsonType(headers)) return typeof data === 'string' ? data : JSON.stringify(data);
  return isPlainObject(data) ? toSearchParams(data) : (data as XMLHttpRequestBodyInit);
}

/** The reply body: parsed when it is JSON, the text otherwise ('' when empty), a Blob when asked for one. */
function replyOf(xhr: XMLHttpRequest): unknown {
  if (xhr.responseType === 'blob') return xhr.response;
  const text = xhr.responseText;
  try {
    return text ? JSON.parse(text) : text;
  } catch {
    return text;
  }
}

function send(method: HttpMethod, url: string, data: unknown, options: RequestOptions) {
  return new Promise<ApiResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method.toUpperCase(), url);
    const headers = headersFor(options);
    const body = bodyFor(data, headers);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (options.responseType === 'blob') xhr.responseType = 'blob';
    if (options.timeout) xhr.timeout = options.timeout;
    if (options.onUploadProgress) {
      const progress = options.onUploadProgress;
      xhr.upload.onprogress = (e) =>
        progress({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
    }
    xhr.onload = () => resolve({ status: xhr.status, data: replyOf(xhr) });
    xhr.onerror = () => reject(Object.assign(new ApiError(0, null, 'Network Error'), { network: true }));
    xhr.ontimeout = () => reject(new ApiError(0, null, `timeout of ${options.timeout}ms exceeded`));
    xhr.onabort = () => reject(new ApiError(0, null, 'Request aborted'));
    xhr.send(body);
  });
}

/** One API call; `data` is the body of POST/PUT/PATCH and the query of the others. */
export async function request<T = unknown>(
  method: HttpMethod | Uppercase<HttpMethod>,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const verb = method.toLowerCase() as HttpMethod;
  const hasBody = BODY_METHODS.has(verb);
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(url);
  const address = withQuery(
    absolute ? url : `${options.baseURL ?? API_ROOT}${url}`,
    hasBody ? options.params : (data as Record<string, unknown> | undefined),
  );
  let response: ApiResponse;
  try {
    response = await send(verb, address, hasBody ? data : undefined, options);
  } catch (error) {
    if ((error as { network?: boolean }).network) {
      endSession();
      goToLogin();
    }
    throw error;
  }
  const { status } = response;
  if (status === 401) {
    endSession();
    goToLogin();
  } else if ((status >= 200 && status < 300) || SILENT_STATUSES.has(status)) {
    return response as ApiResponse<T>;
  }
  throw new ApiError(status, response.data, `Request failed with status code ${status}`);
}
