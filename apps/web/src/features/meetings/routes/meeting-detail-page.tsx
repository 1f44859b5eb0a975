import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/lib/access/use-access';
import { useCurrentUser } from '@/lib/session/user-info';
import type { MeetingDetail } from '../api/meeting-types';
import { ApprovalHistory } from '../components/approval-history';
import { MeetingComplianceAlert } from '../components/compliance-alert';
import { ConfirmPanel } from '../components/confirm-panel';
import { DecisionPanel } from '../components/decision-panel';
import { MeetingHeader } from '../components/meeting-header';
import { MeetingLoader } from '../components/meeting-loader';
import { MeetingSummary } from '../components/meeting-summary';
import { PaymentPanel } from '../components/payment-panel';
import { SignInPanel } from '../components/sign-in-panel';
import { useScrollToHash } from '../components/use-scroll-to-hash';
import { meetingsNs } from '../locales/i18n';
import '../meetings.css';

const SETTLED = ['CONFIRMED', 'PAYMENT_IN_APPROVAL', 'PAYMENT_REJECTED', 'PAID'];
/** While an application is being written or reviewed, the compliance rules' findings show above it. */
const IN_REVIEW = ['DRAFT', 'IN_APPROVAL', 'REJECTED'];

function MeetingDetailView({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation(meetingsNs);
  const user = useCurrentUser();
  const access = useAccess();
  const isApplicant = meeting.applicant.id === user.id;
  useScrollToHash(true);
  return (
    <div className="meeting-page">
      <MeetingHeader meeting={meeting} isApplicant={isApplicant} />
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          {isApplicant && meeting.status === 'APPROVED' && access.hasPermission(['meeting:confirmation:confirm']) && <ConfirmPanel meeting={meeting} />}
          {isApplicant && (meeting.status === 'CONFIRMED' || meeting.status === 'PAYMENT_REJECTED') && access.hasPermission(['meeting:payment:edit']) && (
            <PaymentPanel meeting={meeting} />
          )}
          {IN_REVIEW.includes(meeting.status) && <MeetingComplianceAlert meetingId={meeting.id} forApprover={!isApplicant} />}
          <MeetingSummary meeting={meeting} showActual={SETTLED.includes(meeting.status)} />
        </Col>
        <Col xs={24} xl={8}>
          {meeting.myTask && <DecisionPanel meeting={meeting} process={meeting.myTask.process} onDecided={() => undefined} />}
          <SignInPanel meeting={meeting} />
          <ApprovalHistory instanceId={meeting.applicationInstanceId} title={t('detail.applicationHistory')} />
          {meeting.paymentInstanceId !== null && <ApprovalHistory instanceId={meeting.paymentInstanceId} title={t('detail.paymentHistory')} />}
        </Col>
      </Row>
    </div>
  );
}

/** `/meeting/meetDetail?id=` (and `/meeting-detail`): the meeting from application to payment. */
export default function MeetingDetailPage() {
  return <MeetingLoader>{(meeting) => <MeetingDetailView meeting={meeting} />}</MeetingLoader>;
}
