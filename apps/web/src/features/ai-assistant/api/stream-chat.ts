import { createParser } from 'eventsource-parser';
import { API_BASE_PATH } from '@crm/shared/contract';
import { CHAT_CONTRACTS, type AiMode, type ChatAnswer, type ChatBody } from '@crm/shared/contracts/ai';
import { acceptLanguage } from '@/lib/i18n/i18n';
import { apiBaseUrl, enterpriseStore } from '@/lib/session/enterprise-store';
import { currentAccessToken } from '@/lib/session/tokens';
import { refreshAccessToken } from '@/lib/request/token-refresh';

export interface StreamHandlers {
  onMeta(meta: { conversationId: number; messageId: number }): void;
  onDelta(text: string): void;
}

export class ChatError extends Error {}

/**
 * Asks through the mode's chat contract with `Accept: text/event-stream` and reads the answer as
 * it streams. Aborting the signal (the stop button) closes the stream; the server keeps the part
 * written so far. Resolves with the final answer (null when stopped).
 */
export async function streamChat(mode: AiMode, body: ChatBody, handlers: StreamHandlers, signal: AbortSignal): Promise<ChatAnswer | null> {
  const enterprise = enterpriseStore.get();
  const base = enterprise ? apiBaseUrl(enterprise) : API_BASE_PATH;
  const send = (token: string | null) =>
    fetch(`${base}${CHAT_CONTRACTS[mode].path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-language': acceptLanguage(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  let response = await send(currentAccessToken());
  if (response.status === 401) response = await send(await refreshAccessToken());
  if (!response.ok || !response.body) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ChatError(envelope?.message ?? String(response.status));
  }
  let final: ChatAnswer | null = null;
  let failure: string | null = null;
  const parser = createParser({
    onEvent(event) {
      const data = JSON.parse(event.data);
      if (event.event === 'meta') handlers.onMeta(data);
      else if (event.event === 'delta') handlers.onDelta(data.text);
      else if (event.event === 'done') final = data;
      else if (event.event === 'error') failure = data.message;
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (signal.aborted) return null;
    throw error;
  }
  if (failure) throw new ChatError(failure);
  return final;
}
