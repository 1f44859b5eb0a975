import { Tag } from 'antd';
import { DOCTOR_VERIFY_STATUSES, VERIFICATION_STATUSES } from '@crm/shared/customer-reference';
import { useLanguage } from '@/lib/i18n/i18n';
import { referenceLabel } from '../../lib/reference-label';

const DOCTOR_COLORS: Record<string, string> = { VERIFIED: 'success', PENDING: 'processing', REJECTED: 'error', UNVERIFIED: 'default' };
const RECORD_COLORS: Record<string, string> = { APPROVED: 'success', SUBMITTED: 'processing', REJECTED: 'error', DRAFT: 'default' };

/** A doctor's verification state (verified, pending…). */
export function DoctorVerifyTag({ status }: { status: string }) {
  const lang = useLanguage();
  return <Tag color={DOCTOR_COLORS[status] ?? 'default'}>{referenceLabel(lang, DOCTOR_VERIFY_STATUSES, status)}</Tag>;
}

/** The state of one verification record (draft, awaiting review, approved, rejected). */
export function VerificationStatusTag({ status }: { status: string }) {
  const lang = useLanguage();
  return (
    <Tag color={RECORD_COLORS[status] ?? 'default'} data-status={status}>
      {referenceLabel(lang, VERIFICATION_STATUSES, status)}
    </Tag>
  );
}
