// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { apiRequest, http, type ApiOptions } from './http';
import { setLanguage } from '../i18n/i18n';
import { enterpriseStore } from '../session/enterprise-store';
import { sessionStore, type StoredToken } from '../session/tokens';
import * as identity from '../session/identity';
import * as feedback from '../feedback';

/** Calls through the request layer itself, as the contract client does. */
const api = {
  get: <T>(url: string, params?: Record<string, unknown>, options: ApiOptions = {}) => apiRequest<T>({ ...options, method: 'get', url, params }),
  post: <T>(url: string, data?: unknown, options: ApiOptions = {}) => apiRequest<T>({ ...options, method: 'post', url, data }),
  put: <T>(url: string, data?: unknown, options: ApiOptions = {}) => apiRequest<T>({ ...options, method: 'put', url, data }),
};

interface Call {
  url: string;
  method: string;
  authorization: string | undefined;
  realm: string | undefined;
  contentType: string | undefined;
  data: unknown;
}

let calls: Call[] = [];
/** The access token the fake server accepts. */
let validToken = 'fresh';
let respond: (config: InternalAxiosRequestConfig) => { status: number; data: unknown } = () => ({ status: 200, data: { code: 200, message: 'success', result: 'ok' } });

function token(value: string, ageSeconds: number, expiry = 300): StoredToken {
  return { token: value, expiry, startTime: Date.now() - ageSeconds * 1000 };
}

beforeEach(() => {
  calls = [];
  validToken = 'fresh';
  setLanguage('en');
  enterpriseStore.set({
    id: 1,
    name: '康宁',
    nameEn: 'Kangning',
    domain: 'localhost',
    interfaceAddress: '/prod-api',
    authAddress: '/auth',
    realm: 'kangning',
    clientId: 'crm-web',
    siteId: null,
    timeZone: 'Asia/Shanghai',
    baseUrl: 'http://localhost/prod-api',
  });
  http.defaults.adapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    calls.push({
      url: config.url ?? '',
      method: config.method ?? 'get',
      authorization: headers.get('Authorization') as string | undefined,
      realm: headers.get('realm') as string | undefined,
      contentType: (headers.get('Content-Type') as string | null) ?? undefined,
      data: config.data,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (config.signal?.aborted) throw new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
    const authorization = headers.get('Authorization');
    const answer = authorization && authorization !== `Bearer ${validToken}` ? { status: 401, data: { code: 401, message: 'expired', result: null } } : respond(config);
    const response = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
    if (answer.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
});

afterEach(() => {
  vi.restoreAllMocks();
  respond = () => ({ status: 200, data: { code: 200, message: 'success', result: 'ok' } });
});

const tokenResponse = (access: string) => ({ access_token: access, expires_in: 300, refresh_token: `r-${access}`, refresh_expires_in: 1800 });

describe('token refresh', () => {
  it('refreshes once for ten parallel requests after the token expired, then all succeed', async () => {
    sessionStore.set({ access: token('old', 400), refresh: token('r-old', 400, 1800) });
    const refresh = vi.spyOn(identity, 'refreshGrant').mockImplementation(async () => tokenResponse('fresh'));
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => api.get<string>(`/API-SYSTEM/thing/${i}`)));
    expect(results).toEqual(Array(10).fill('ok'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls.every((call) => call.authorization === 'Bearer fresh')).toBe(true);
  });

  it('refreshes once when the server refuses a token the browser still thought valid, and replays all', async () => {
    sessionStore.set({ access: token('revoked', 10), refresh: token('r-old', 10, 1800) });
    const refresh = vi.spyOn(identity, 'refreshGrant').mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return tokenResponse('fresh');
    });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => api.get<string>(`/API-SYSTEM/item/${i}`)));
    expect(results).toEqual(Array(10).fill('ok'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.authorization === 'Bearer fresh')).toHaveLength(10);
  });

  it('shows the error, clears the session and fails every request when the refresh fails', async () => {
    sessionStore.set({ access: token('revoked', 10), refresh: token('r-old', 10, 1800) });
    const shown = vi.spyOn(feedback, 'showErrorMessage').mockImplementation(() => undefined);
    vi.spyOn(identity, 'refreshGrant').mockRejectedValue(new identity.IdentityError('invalid_grant', 'Session not active', 400));
    const outcomes = await Promise.allSettled(Array.from({ length: 3 }, (_, i) => api.get(`/API-SYSTEM/x/${i}`)));
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(sessionStore.get()).toEqual({ access: null, refresh: null });
    expect(shown).toHaveBeenCalledWith('Session not active');
  });
});

describe('request shape', () => {
  it('sends the realm header without a token, and form-encodes bodies unless JSON is asked for', async () => {
    sessionStore.set({ access: null, refresh: null });
    await api.post('/API-SYSTEM/a', { name: 'x', ids: [1, 2] });
    await api.post('/API-SYSTEM/b', ['doctorType'], { json: true });
    expect(calls[0]).toMatchObject({ realm: 'kangning', authorization: undefined, contentType: 'application/x-www-form-urlencoded', data: 'name=x&ids=1&ids=2' });
    expect(calls[1]?.contentType).toBe('application/json');
  });

  it('cancels the earlier of two identical pending requests', async () => {
    sessionStore.set({ access: token('fresh', 1), refresh: null });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const [first, second] = await Promise.allSettled([api.get('/API-SYSTEM/same', { a: 1 }), api.get('/API-SYSTEM/same', { a: 1 })]);
    expect(first.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: 'ok' });
    expect(info).toHaveBeenCalled();
  });
});

describe('error catalogue', () => {
  beforeEach(() => sessionStore.set({ access: token('fresh', 1), refresh: null }));

  it.each([
    [403, 'en', 'You have no permission to operate!'],
    [403, 'zh', '您没有操作权限！'],
    [404, 'en', 'Request address error: /API-SYSTEM/missing'],
    [503, 'en', 'Service unavailable!'],
    [504, 'zh', '服务暂时无法访问，请稍后再试！'],
    [418, 'en', 'Abnormal problem, please contact the administrator!'],
  ] as const)('status %i in %s says "%s"', async (status, lang, text) => {
    setLanguage(lang);
    respond = () => ({ status, data: { code: status, message: 'server text', result: null } });
    const shown = vi.spyOn(feedback, 'showErrorMessage').mockImplementation(() => undefined);
    await expect(api.get('/API-SYSTEM/missing')).rejects.toMatchObject({ status, message: text });
    expect(shown).toHaveBeenCalledWith(text);
  });

  it('shows the server message for 400 and 500, and nothing when error display is off', async () => {
    respond = () => ({ status: 400, data: { code: 400, message: 'Invalid field email: has an invalid format', result: null } });
    const shown = vi.spyOn(feedback, 'showErrorMessage').mockImplementation(() => undefined);
    await expect(api.put('/API-SYSTEM/user/profile', { email: 'x' })).rejects.toMatchObject({ message: 'Invalid field email: has an invalid format' });
    await expect(api.put('/API-SYSTEM/user/profile', { email: 'y' }, { showError: false })).rejects.toMatchObject({ status: 400 });
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('shows the server message of a refusal that names what it is about (a 409 with the visit it repeats), with its result', async () => {
    const message = 'You already have a visit with this doctor at an overlapping time (2026-05-06 10:00–10:30): open that visit instead of logging it again';
    respond = () => ({ status: 409, data: { code: 409, message, result: { visitId: 7 } } });
    vi.spyOn(feedback, 'showErrorMessage').mockImplementation(() => undefined);
    await expect(api.post('/v2/visit/add', {}, { showError: false })).rejects.toMatchObject({ status: 409, message, result: { visitId: 7 } });
  });
});

describe('statuses a page explains itself', () => {
  it('shows no message for them and still rejects, while other failures of the same call are shown', async () => {
    const shown = vi.spyOn(feedback, 'showErrorMessage').mockImplementation(() => undefined);
    respond = () => ({ status: 404, data: { code: 404, message: 'not found', result: null } });
    await expect(api.get('/meeting/36', undefined, { explainedStatuses: [404] })).rejects.toMatchObject({ status: 404 });
    expect(shown).not.toHaveBeenCalled();
    respond = () => ({ status: 500, data: { code: 500, message: 'broken', result: null } });
    await expect(api.get('/meeting/36', undefined, { explainedStatuses: [404] })).rejects.toMatchObject({ status: 500 });
    expect(shown).toHaveBeenCalledTimes(1);
  });
});

describe('refresh without an answer', () => {
  it('fails the call but keeps the session when the identity server cannot be reached', async () => {
    sessionStore.set({ access: token('old', 400), refresh: token('r-old', 400, 1800) });
    vi.spyOn(feedback, 'showErrorMessage').mockImplementation(() => undefined);
    vi.spyOn(identity, 'refreshGrant').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/API-SYSTEM/y')).rejects.toMatchObject({ status: 0 });
    expect(sessionStore.get().refresh?.token).toBe('r-old');
  });
});
