import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { visitConflictSchema, type VisitConflict } from '@crm/shared/contracts/visits';
import { isApiError } from '@/lib/request/api-error';
import { visitsNs } from '../locales/i18n';
import { VisitDetailDrawer } from './visit-detail-drawer';

/** The visit a refused save repeats (409: the same doctor at an overlapping time), or null for any other refusal. */
export function conflictOf(error: unknown): VisitConflict | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = visitConflictSchema.safeParse(error.result);
  return parsed.success ? parsed.data : null;
}

/**
 * What a visit form offers when its save repeats a visit: a button beside the message that opens the
 * existing visit in a drawer above the form, which stays open with everything typed in it.
 */
export function useExistingVisit() {
  const { t } = useTranslation(visitsNs);
  const [openId, setOpenId] = useState<number | null>(null);
  const action = (error: unknown) => {
    const conflict = conflictOf(error);
    return conflict ? (
      <Button size="small" type="primary" onClick={() => setOpenId(conflict.visitId)}>
        {t('form.openExisting')}
      </Button>
    ) : null;
  };
  const drawer = <VisitDetailDrawer visitId={openId} onClose={() => setOpenId(null)} />;
  return { action, drawer };
}
