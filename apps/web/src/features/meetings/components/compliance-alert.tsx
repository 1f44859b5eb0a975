import { useEffect, useState } from 'react';
import { Alert, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComplianceFinding } from '@crm/shared/contracts/meeting-compliance';
import { meetingBody } from '@crm/shared/contracts/meeting-schemas';
import { useFormCompliance, useMeetingCompliance } from '../api/compliance';
import { meetingsNs } from '../locales/i18n';
import { toMeetingBody, type MeetingFormValues } from './form-values';

/** The rules' findings as one alert: a block in red (the application cannot be submitted), warnings in amber. */
function FindingsAlert({ findings, forApprover }: { findings: ComplianceFinding[]; forApprover: boolean }) {
  const { t } = useTranslation(meetingsNs);
  if (findings.length === 0) return null;
  const blocked = findings.some((finding) => finding.level === 'block');
  return (
    <Alert
      className="meeting-compliance"
      data-testid="meeting-compliance"
      type={blocked ? 'error' : 'warning'}
      showIcon
      title={t(blocked ? 'compliance.blockedTitle' : forApprover ? 'compliance.reviewTitle' : 'compliance.warningTitle')}
      description={
        <ul className="meeting-compliance__list">
          {findings.map((finding) => (
            <li key={`${finding.rule}-${finding.message}`}>{finding.message}</li>
          ))}
        </ul>
      }
    />
  );
}

/** On a meeting's pages: what the rules say of it, for the applicant and the approvers. */
export function MeetingComplianceAlert({ meetingId, forApprover }: { meetingId: number; forApprover: boolean }) {
  const findings = useMeetingCompliance(meetingId).data ?? [];
  return <FindingsAlert findings={findings} forApprover={forApprover} />;
}

/** The form's body once it is whole enough to check, read a moment after the last change. */
function useSettledBody(form: FormInstance<MeetingFormValues>) {
  const values = Form.useWatch([], form);
  const [body, setBody] = useState<ReturnType<typeof toMeetingBody> | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      try {
        // Only a body the server would accept is sent: a form still being filled in asks nothing.
        const next = meetingBody.safeParse(toMeetingBody(form.getFieldsValue(true) as MeetingFormValues));
        setBody(next.success && next.data.endAt > next.data.startAt ? next.data : null);
      } catch {
        setBody(null);
      }
    }, 600);
    return () => clearTimeout(timer);
  }, [values, form]);
  return body;
}

/** In the application form: the rules' findings as the applicant fills it in, before saving or submitting. */
export function FormComplianceAlert({ form }: { form: FormInstance<MeetingFormValues> }) {
  const findings = useFormCompliance(useSettledBody(form)).data ?? [];
  return <FindingsAlert findings={findings} forApprover={false} />;
}
