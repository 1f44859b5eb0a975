export const contentDetailPath = (id: number) => `/content/contentDetail?id=${id}`;
export const outboxPath = (batchId?: number) => `/content/emailOutbox${batchId ? `?batchId=${batchId}` : ''}`;
export const instanceDetailPath = (instanceId: number) => `/taskManager/process-instance/detail?id=${instanceId}`;
export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The positive integer `id` of a detail page's query, or null. */
export function idParam(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const STATUS_COLORS: Record<string, string> = {
  DRAFT: 'default',
  IN_REVIEW: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
  EXPIRED: 'warning',
  QUEUED: 'default',
  SENDING: 'processing',
  RUNNING: 'processing',
  ACCEPTED: 'blue',
  DELIVERED: 'success',
  BOUNCED: 'volcano',
  FAILED: 'error',
  OPENED: 'cyan',
  CLICKED: 'geekblue',
  UNSUBSCRIBED: 'default',
  SUPPRESSED: 'warning',
  DONE: 'success',
};
