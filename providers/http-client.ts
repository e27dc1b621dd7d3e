// The transport (spec 001 sections 7 and 8, docs/contracts.md): axios on /api with the bearer token from the
// `auth` cookie and Accept-Language of the interface on every request; POST/PUT/PATCH bodies form-encoded
// (see form-encoding.ts), GET/DELETE data as query parameters.
// Rules: 401 and a network error end the session and go to /login (unless already there); 404 and 500
// resolve silently with their status and body; any other failure is thrown as an ApiError.
import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
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

export const httpClient = axios.create({
  baseURL: API_ROOT,
  paramsSerializer: { serialize: (params) => toSearchParams(params).toString() },
});

const BODY_METHODS = new Set(['post', 'put', 'patch']);
const sendsJson = (config: InternalAxiosRequestConfig) =>
  String(config.headers.getContentType() ?? '').includes('application/json');

httpClient.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', currentLocale());
  if (BODY_METHODS.has(config.method ?? '') && isPlainObject(config.data) && !sendsJson(config)) {
    config.data = toSearchParams(config.data);
  }
  return config;
});

httpClient.interceptors.response.use(undefined, (error: unknown) => {
  if (!axios.isAxiosError(error) || axios.isCancel(error)) throw error;
  const { response } = error;
  if (!response) {
    if (error.code === AxiosError.ERR_NETWORK) {
      endSession();
      goToLogin();
    }
    throw new ApiError(0, null, error.message);
  }
  if (response.status === 401) {
    endSession();
    goToLogin();
  } else if (SILENT_STATUSES.has(response.status)) {
    return response;
  }
  throw new ApiError(response.status, response.data, error.message);
});

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
export interface ApiResponse<T = unknown> {
  status: number;
  data: T;
}

/** One API call; `data` is the body of POST/PUT/PATCH and the query of the others. */
export async function request<T = unknown>(
  method: HttpMethod | Uppercase<HttpMethod>,
  url: string,
  data?: unknown,
  config: AxiosRequestConfig = {},
): Promise<ApiResponse<T>> {
  const verb = method.toLowerCase() as HttpMethod;
  const payload = BODY_METHODS.has(verb) ? { data } : { params: data };
  const response = await httpClient.request<T>({ ...config, method: verb, url, ...payload });
  return { status: response.status, data: response.data };
}
