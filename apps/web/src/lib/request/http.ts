import axios, { type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Envelope } from '@crm/shared/envelope';
import { acceptLanguage } from '../i18n/i18n';
import { showErrorMessage } from '../feedback';
import { apiBaseUrl, enterpriseStore } from '../session/enterprise-store';
import { IdentityError } from '../session/identity';
import { noteSessionEnd, sessionEndNoticeStore } from '../session/session-end-notice';
import { clearTokens, currentAccessToken, currentRefreshToken } from '../session/tokens';
import { ApiError } from './api-error';
import { errorMessageFor } from './error-message';
import { trackPending, untrackPending, wasReplaced } from './pending-requests';
import { NoRefreshTokenError, refreshAccessToken } from './token-refresh';
import { REQUEST_TIMEOUT_MS } from './timeout';
import './request-options';

export { REQUEST_TIMEOUT_MS };

/** The one HTTP client of the app (spec 7 general, spec 8). */
export const http = axios.create({ timeout: REQUEST_TIMEOUT_MS, paramsSerializer: { indexes: null } });

const BODY_METHODS = new Set(['post', 'put', 'patch']);
/** Which access token each attempt carried, to tell a stale-token 401 from a real one. */
const sentToken = new WeakMap<InternalAxiosRequestConfig, string | null>();

function toFormBody(data: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  return form.toString();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function encodeBody(config: InternalAxiosRequestConfig): void {
  if (!BODY_METHODS.has((config.method ?? 'get').toLowerCase()) || config.data === undefined) return;
  if (config.multipart) {
    config.headers.setContentType(false);
  } else if (config.json) {
    config.headers.setContentType('application/json');
  } else if (isPlainObject(config.data)) {
    config.data = toFormBody(config.data);
    config.headers.setContentType('application/x-www-form-urlencoded');
  }
}

/**
 * A refresh the identity server refused ends the session (spec 4): show why, note it for the
 * login screen, drop the tokens (the guard then goes to login). A refresh that never got an
 * answer (network, timeout) fails only this call: the tokens may still be good.
 */
function refreshFailure(error: unknown, showError: boolean, url: string): ApiError {
  if (!(error instanceof IdentityError) && !(error instanceof NoRefreshTokenError)) {
    const message = errorMessageFor(0, url);
    if (showError) showErrorMessage(message);
    return new ApiError(message, 0, url);
  }
  const message = error instanceof IdentityError && error.description ? error.description : errorMessageFor(401, url);
  if (showError) showErrorMessage(message);
  noteSessionEnd(message);
  clearTokens();
  return new ApiError(message, 401, url);
}

http.interceptors.request.use(async (config) => {
  const enterprise = enterpriseStore.get();
  if (!config.baseURL && enterprise) config.baseURL = apiBaseUrl(enterprise);
  config.headers.set('Accept-Language', acceptLanguage());

  let token: string | null = null;
  if (config.withToken !== false) {
    token = currentAccessToken();
    if (!token && currentRefreshToken()) {
      // The stored token is known to have expired: renew it before sending rather than after a 401.
      try {
        token = await refreshAccessToken();
      } catch (error) {
        throw refreshFailure(error, config.showError !== false, config.url ?? '');
      }
    }
  }
  sentToken.set(config, token);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  else {
    config.headers.delete('Authorization');
    if (enterprise) config.headers.set('realm', enterprise.realm);
  }

  encodeBody(config);
  if (config.repeatCancel !== false) trackPending(config);
  return config;
});

function fail(config: InternalAxiosRequestConfig | undefined, status: number | undefined, serverMessage?: string, result: unknown = null): ApiError {
  const url = config?.url ?? '';
  const message = errorMessageFor(status, url, serverMessage, result !== null && result !== undefined);
  const explained = status !== undefined && (config?.explainedStatuses ?? []).includes(status);
  if (config?.showError !== false && !explained) showErrorMessage(message);
  return new ApiError(message, status, url, false, result);
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body && 'result' in body;
}

http.interceptors.response.use(
  (response) => {
    untrackPending(response.config);
    if (response.config.responseType === 'blob' || response.config.responseType === 'arraybuffer') return response;
    const body: unknown = response.data;
    if (isEnvelope(body) && body.code !== 200) throw fail(response.config, body.code, body.message, body.result);
    return response;
  },
  async (error: unknown) => {
    if (!axios.isAxiosError(error)) throw error;
    const config = error.config;
    const url = config?.url ?? '';
    if (axios.isCancel(error) || error.code === 'ERR_CANCELED') {
      if (wasReplaced(config)) console.info(`[request] ${url}: cancelled, an identical request replaced it`);
      untrackPending(config);
      throw new ApiError('cancelled', undefined, url, true);
    }
    untrackPending(config);
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    const status = error.response?.status ?? (timedOut ? 0 : undefined);
    const body: unknown = error.response?.data;
    const serverMessage = isEnvelope(body) ? body.message : undefined;

    if (status === 401 && config && config.withToken !== false && config.refreshSession !== false && !config.isReplay) {
      const current = currentAccessToken();
      if (current && current !== sentToken.get(config)) return http.request({ ...config, isReplay: true });
      if (currentRefreshToken()) {
        try {
          await refreshAccessToken();
        } catch (refreshError) {
          throw refreshFailure(refreshError, config.showError !== false, url);
        }
        return http.request({ ...config, isReplay: true });
      }
    }
    // Spec 8: a 401 that no refresh can cure ends the session (callers that opted out handle it).
    const failure = fail(config, status, serverMessage, isEnvelope(body) ? body.result : null);
    if (status === 401 && config?.withToken !== false && config?.refreshSession !== false) {
      // A call that failed after a concurrent refresh was refused keeps that refusal's reason; else the
      // server's own reason is kept (an account of the company's identity server that has no user here).
      if (!sessionEndNoticeStore.get()) noteSessionEnd(serverMessage ?? failure.message);
      clearTokens();
    }
    throw failure;
  },
);

export type ApiOptions = Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'params'>;

/** Sends a request and returns the envelope's `result`. */
export async function apiRequest<T>(config: AxiosRequestConfig): Promise<T> {
  const response: AxiosResponse<Envelope<T>> = await http.request<Envelope<T>>(config);
  return response.data.result;
}
