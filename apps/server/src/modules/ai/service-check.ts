import type { AiService, AiTestOutcome } from '@crm/shared/contracts/ai';
import type { OutboundFetch } from '../../lib/outbound-address';
import type { StoredSettings } from './settings-repository';

/**
 * One small request to a saved service, to tell an administrator whether its address, key and
 * model work. Only the saved base is called, redirects are not followed, at most 64 KB of the
 * answer is read, and the caller learns how it went, never what the service sent back. The call
 * goes through the outbound-address policy; an address it refuses, a closed port and one that never
 * answers are all "unreachable", so the answer cannot map the server's network.
 */
export interface ServiceCheck {
  service: AiService;
  outcome: AiTestOutcome;
  httpStatus: number | null;
  latencyMs: number;
}

const TIMEOUT_MS = 10_000;
const READ_LIMIT = 64 * 1024;

interface Probe {
  url: string;
  init: RequestInit;
  /** Whether the start of the answer looks like this protocol's. */
  looksRight: (text: string) => boolean;
}

const base = (url: string) => url.replace(/\/+$/, '');
const bearer = (key: string | null): Record<string, string> => (key ? { authorization: `Bearer ${key}` } : {});

function probeFor(service: AiService, s: StoredSettings): Probe | null {
  switch (service) {
    case 'chat':
      if (!s.chatBaseUrl || !s.chatModel) return null;
      return {
        url: `${base(s.chatBaseUrl)}/chat/completions`,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...bearer(s.chatKey) },
          body: JSON.stringify({ model: s.chatModel, messages: [{ role: 'user', content: 'ping' }], max_tokens: 1, stream: true }),
        },
        looksRight: (text) => /"choices"\s*:/.test(text),
      };
    case 'embedding':
      if (!s.embeddingBaseUrl || !s.embeddingModel) return null;
      return {
        url: `${base(s.embeddingBaseUrl)}/embeddings`,
        init: { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(s.embeddingKey) }, body: JSON.stringify({ model: s.embeddingModel, input: ['ping'] }) },
        looksRight: (text) => /"embedding"\s*:\s*\[/.test(text),
      };
    case 'pubmed':
      if (!s.pubmedBaseUrl || !s.pubmedKey) return null;
      return {
        url: `${base(s.pubmedBaseUrl)}/esearch.fcgi?${new URLSearchParams({ db: 'pubmed', retmode: 'json', retmax: '1', term: 'pharmacology', api_key: s.pubmedKey, tool: 'pharma-crm' })}`,
        init: { method: 'GET' },
        looksRight: (text) => /"esearchresult"\s*:/.test(text),
      };
  }
}

/** Reads the start of a body, up to the limit, then lets the rest go. */
async function readStart(response: Response, looksRight: (text: string) => boolean): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < READ_LIMIT && !looksRight(text)) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text;
}

export async function checkService(send: OutboundFetch, service: AiService, settings: StoredSettings): Promise<ServiceCheck> {
  const probe = probeFor(service, settings);
  const started = performance.now();
  const result = (outcome: AiTestOutcome, httpStatus: number | null = null): ServiceCheck => ({ service, outcome, httpStatus, latencyMs: Math.round(performance.now() - started) });
  if (!probe) return result('notConfigured');
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await send(probe.url, { ...probe.init, redirect: 'manual', signal });
  } catch {
    // Refused by the policy, refused by the host, or no answer in time (a filtered port): one outcome.
    return result('unreachable');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return result('refused', response.status);
  }
  try {
    return result(probe.looksRight(await readStart(response, probe.looksRight)) ? 'ok' : 'badResponse', response.status);
  } catch {
    return result(signal.aborted ? 'timeout' : 'badResponse', response.status);
  }
}
