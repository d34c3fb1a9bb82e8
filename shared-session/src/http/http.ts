import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { SESSION_CONSTANTS, STORAGE_KEYS } from '../constants';
import { storage } from '../storage/storage';
import type { ApiAnswer } from '../types';
import { mapHttpError, readErrorBody, type HttpErrorAction } from './error-mapping';
import { lowAppIdFor, runLogout } from './http-hooks';
import { httpUi } from './http-ui';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the spec §8 error UI for this call (the caller handles failures). */
    skipErrorHandler?: boolean;
  }
}

/**
 * The one HTTP client (spec §7). Methods resolve to the answer BODY, typed as `ApiAnswer<T>`
 * where `T` is the `result` type; pass a second type argument for other bodies (e.g. `Blob`).
 */
export interface HttpClient {
  request<T = any, R = ApiAnswer<T>>(config: AxiosRequestConfig): Promise<R>;
  get<T = any, R = ApiAnswer<T>>(url: string, config?: AxiosRequestConfig): Promise<R>;
  delete<T = any, R = ApiAnswer<T>>(url: string, config?: AxiosRequestConfig): Promise<R>;
  post<T = any, R = ApiAnswer<T>>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<R>;
  put<T = any, R = ApiAnswer<T>>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<R>;
  patch<T = any, R = ApiAnswer<T>>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<R>;
  defaults: AxiosInstance['defaults'];
  interceptors: AxiosInstance['interceptors'];
}

const DICT_ITEMS_PATH = 'sys/dict/getDictItems';

/** Adds token, tenant, low-app and `_t` (seconds) to a request (spec §7). Exported for tests. */
export function decorateRequest(config: InternalAxiosRequestConfig, now: number = Date.now()): InternalAxiosRequestConfig {
  const token = storage.get<string>(STORAGE_KEYS.ACCESS_TOKEN);
  if (token) config.headers.set('X-Access-Token', token);
  // a request may name its tenant itself (the tenant switch checks the target tenant's menu first)
  if (!config.headers.has('tenant-id')) {
    const tenant = storage.get<string | number>(STORAGE_KEYS.TENANT_ID);
    config.headers.set('tenant-id', String(tenant ?? 0));
  }
  const appId = lowAppIdFor();
  if (appId) config.headers.set('X-Low-App-ID', appId);
  if ((config.method ?? 'get').toLowerCase() === 'get' && !(config.url ?? '').includes(DICT_ITEMS_PATH)) {
    config.params = { _t: Math.floor(now / 1000), ...(config.params ?? {}) };
  }
  return config;
}

let expiring = false;

function perform(action: HttpErrorAction): void {
  const ui = httpUi();
  switch (action.kind) {
    case 'notify':
      ui.notifyError(action.title, action.description);
      return;
    case 'expired':
      if (expiring) return;
      expiring = true;
      ui.notifyError(action.title, action.description);
      void runLogout().then(() => {
        setTimeout(() => {
          expiring = false;
          ui.reload();
        }, action.delayMs);
      });
      return;
    case 'relogin':
      if (expiring) return;
      expiring = true;
      ui.confirmRelogin({
        title: action.title,
        content: action.content,
        okText: action.okText,
        onOk: () => {
          void runLogout().then(() => {
            expiring = false;
            ui.reload();
          });
        },
      });
      return;
    default:
      return;
  }
}

/**
 * Ends the session the way an HTTP 401 does (spec §8): notifies 很抱歉，登录已过期，请重新登录,
 * logs out and reloads after 1500 ms, so the login page shows. Used when the server closes a
 * socket because the token was revoked (code 4001). Runs once however often it is called.
 */
export function endSession(): void {
  perform(mapHttpError({ status: 401, hasToken: Boolean(storage.get(STORAGE_KEYS.ACCESS_TOKEN)) }));
}

/** Runs the spec §8 error handling for an axios error, then rejects with it. Exported for tests. */
export async function handleHttpError(error: AxiosError): Promise<never> {
  if (!error.config?.skipErrorHandler) {
    const data = await readErrorBody(error.response?.data);
    perform(
      mapHttpError({
        status: error.response?.status,
        code: error.code,
        errorMessage: error.message,
        data,
        hasToken: Boolean(storage.get(STORAGE_KEYS.ACCESS_TOKEN)),
      }),
    );
  }
  return Promise.reject(error);
}

function createHttp(): HttpClient {
  const instance = axios.create({ baseURL: SESSION_CONSTANTS.API_BASE, timeout: SESSION_CONSTANTS.HTTP_TIMEOUT_MS });
  instance.interceptors.request.use((config) => decorateRequest(config));
  instance.interceptors.response.use((response) => response.data, handleHttpError);
  return instance as unknown as HttpClient;
}

/**
 * The ONE axios instance shared by shell and remotes (spec §7/§8): baseURL `/jeecg-boot`
 * (same origin), timeout 90000 ms; sends `X-Access-Token`, `tenant-id` (stored TENANT_ID or 0,
 * unless the request sets it),
 * `X-Low-App-ID` on low-app routes and `_t` (epoch seconds) on GET except dictionary item
 * lookups; resolves to the answer body; maps 401/403/404/500 Token失效/504/timeout to the spec
 * §8 messages through the injectable UI (`configureHttpUi`).
 *
 * @example const answer = await http.post<VehicleState[]>('/api/map/queryMoveStatus', {});
 */
export const http: HttpClient = createHttp();
