import type { AxiosRequestConfig } from 'axios';
import { apiRequest, http, type ApiOptions } from './http';
import { readCached, writeCached } from './request-cache';

async function get<T>(url: string, params?: Record<string, unknown>, options: ApiOptions = {}): Promise<T> {
  const config: AxiosRequestConfig = { ...options, method: 'get', url, params };
  if (!options.cache) return apiRequest<T>(config);
  const key = `${url}?${JSON.stringify(params ?? {})}`;
  const cached = readCached(key);
  if (cached.hit) return cached.value as T;
  const result = await apiRequest<T>(config);
  writeCached(key, result);
  return result;
}

function withBody(method: 'post' | 'put' | 'patch' | 'delete') {
  return <T>(url: string, data?: unknown, options: ApiOptions & { params?: Record<string, unknown> } = {}): Promise<T> => apiRequest<T>({ ...options, method, url, data });
}

/** Downloads a file; the envelope check and the automatic error toast are off (spec 8). */
async function download(url: string, params?: Record<string, unknown>, options: ApiOptions = {}): Promise<Blob> {
  const response = await http.request<Blob>({ showError: false, ...options, method: 'get', url, params, responseType: 'blob' });
  return response.data;
}

/** API calls relative to the tenant's interface base, returning the envelope's `result`. */
export const api = {
  get,
  post: withBody('post'),
  put: withBody('put'),
  patch: withBody('patch'),
  delete: withBody('delete'),
  download,
};
