import { createParser } from 'eventsource-parser';
import type { OutboundFetch } from '../../lib/outbound-address';

/**
 * An OpenAI-compatible chat-completions client (`POST {base}/chat/completions`, streamed): the
 * tenant's model service, whichever vendor serves that protocol, called through the outbound-address
 * policy (`send`): its address is the tenant administrator's word.
 */
export interface ChatModel {
  baseUrl: string;
  key: string | null;
  model: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface StreamOutcome {
  text: string;
  promptTokens: number | null;
  completionTokens: number | null;
}

export class ModelError extends Error {}

export async function streamChat(send: OutboundFetch, model: ChatModel, messages: ChatMessage[], onDelta: (text: string) => void, signal: AbortSignal): Promise<StreamOutcome> {
  const response = await send(`${model.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(model.key ? { authorization: `Bearer ${model.key}` } : {}) },
    body: JSON.stringify({ model: model.model, messages, stream: true, stream_options: { include_usage: true }, temperature: 0.2 }),
    signal,
  });
  if (!response.ok || !response.body) throw new ModelError(`model service answered ${response.status}`);
  let text = '';
  let promptTokens: number | null = null;
  let completionTokens: number | null = null;
  let finished = false;
  const parser = createParser({
    onEvent(event) {
      if (event.data === '[DONE]') {
        finished = true;
        return;
      }
      const chunk = JSON.parse(event.data) as { choices?: Array<{ delta?: { content?: string | null } }>; usage?: { prompt_tokens?: number; completion_tokens?: number } | null };
      const delta = chunk.choices?.[0]?.delta?.content;
      if (delta) {
        text += delta;
        onDelta(delta);
      }
      if (chunk.usage) {
        promptTokens = chunk.usage.prompt_tokens ?? null;
        completionTokens = chunk.usage.completion_tokens ?? null;
      }
    },
  });
  const decoder = new TextDecoder();
  for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
    parser.feed(decoder.decode(bytes, { stream: true }));
    if (finished) break;
  }
  return { text, promptTokens, completionTokens };
}

/** `POST {base}/embeddings` for a batch of texts. */
export async function embed(send: OutboundFetch, model: ChatModel, texts: string[], signal?: AbortSignal): Promise<number[][]> {
  const response = await send(`${model.baseUrl.replace(/\/+$/, '')}/embeddings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(model.key ? { authorization: `Bearer ${model.key}` } : {}) },
    body: JSON.stringify({ model: model.model, input: texts }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new ModelError(`embedding service answered ${response.status}`);
  const body = (await response.json()) as { data: Array<{ embedding: number[]; index: number }> };
  return body.data.sort((a, b) => a.index - b.index).map((d) => d.embedding);
}
