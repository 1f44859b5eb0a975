import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Lets non-React code (the request layer) show toast messages through the Ant Design `App`
 * context, so they follow the current theme and locale. `FeedbackBridge` registers the instance.
 */
let messageApi: MessageInstance | null = null;

export function registerMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

/** Shows an error toast; the same text shown twice at once appears once. */
export function showErrorMessage(text: string): void {
  if (messageApi) void messageApi.open({ type: 'error', content: text, key: text, duration: 4 });
  else console.error(text);
}
