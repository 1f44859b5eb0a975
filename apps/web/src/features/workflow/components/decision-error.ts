import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/request/api-error';

/** What to tell the user when a decision fails: a step already decided (409) gets its own words. */
export function decisionErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.status === 409) return t('decision.conflict');
  return error instanceof Error ? error.message : String(error);
}
