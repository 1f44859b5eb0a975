import type { InternalAxiosRequestConfig } from 'axios';

/**
 * Repeat-cancel (spec 5, 7): a request identical to one still pending (same method, url,
 * params and body) cancels the earlier one.
 */
const pendingByKey = new Map<string, AbortController>();
const entryByConfig = new WeakMap<InternalAxiosRequestConfig, { key: string; controller: AbortController }>();

export function requestKey(config: InternalAxiosRequestConfig): string {
  const body = typeof config.data === 'string' ? config.data : JSON.stringify(config.data ?? null);
  return [config.method ?? 'get', config.baseURL ?? '', config.url ?? '', JSON.stringify(config.params ?? null), body].join('|');
}

/** Registers a request, aborting an identical earlier one, and gives it an abort signal. */
export function trackPending(config: InternalAxiosRequestConfig): void {
  const key = requestKey(config);
  pendingByKey.get(key)?.abort('duplicate');
  const controller = new AbortController();
  pendingByKey.set(key, controller);
  entryByConfig.set(config, { key, controller });
  const callerSignal = config.signal as AbortSignal | undefined;
  if (!callerSignal) {
    config.signal = controller.signal;
  } else if (typeof AbortSignal.any === 'function') {
    config.signal = AbortSignal.any([callerSignal, controller.signal]);
  } else {
    callerSignal.addEventListener('abort', () => controller.abort(callerSignal.reason), { once: true });
    config.signal = controller.signal;
  }
}

/** Forgets a finished request (unless a newer identical one already took its place). */
export function untrackPending(config: InternalAxiosRequestConfig | undefined): void {
  if (!config) return;
  const entry = entryByConfig.get(config);
  if (!entry) return;
  entryByConfig.delete(config);
  if (pendingByKey.get(entry.key) === entry.controller) pendingByKey.delete(entry.key);
}

/** Whether this request was aborted because an identical one replaced it. */
export function wasReplaced(config: InternalAxiosRequestConfig | undefined): boolean {
  if (!config) return false;
  const entry = entryByConfig.get(config);
  return entry?.controller.signal.reason === 'duplicate';
}
