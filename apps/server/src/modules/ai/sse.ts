/** Where an answer goes as it is written: an event stream (platform/http/event-stream.ts), or nowhere. */
export interface AnswerSink {
  send(event: 'meta' | 'delta' | 'done' | 'error', data: unknown): void;
  /** Aborted when the caller closes the stream (the stop button) before the answer is done. */
  signal: AbortSignal;
  close(): void;
}

/** For callers that want one JSON answer: nothing streams, and nothing stops it. */
export function silentSink(): AnswerSink {
  return { signal: new AbortController().signal, send() {}, close() {} };
}
