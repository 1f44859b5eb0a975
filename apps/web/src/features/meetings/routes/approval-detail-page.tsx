import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { ApprovalHistory } from '../components/approval-history';
import { DecisionPanel } from '../components/decision-panel';
import { MeetingHeader } from '../components/meeting-header';
import { MeetingLoader } from '../components/meeting-loader';
import { MeetingComplianceAlert } from '../components/compliance-alert';
import { MeetingSummary } from '../components/meeting-summary';
import { SignInPanel } from '../components/sign-in-panel';
import { meetingsNs } from '../locales/i18n';
import '../meetings.css';

/**
 * `/meeting/approvalDetail?id=` and `/meeting/paymentApprovalDetail?id=`: what the approver
 * decides on, the history so far, and the approver's step.
 */
export default function ApprovalDetailPage({ route }: Partial<MenuPageProps>) {
  const { t } = useTranslation(meetingsNs);
  const process = route?.fullPath === '/meeting/paymentApprovalDetail' ? 'payment' : 'application';
  return (
    <MeetingLoader>
      {(meeting) => (
        <div className="meeting-page">
          <MeetingHeader meeting={meeting} isApplicant={false} />
          <Row gutter={16}>
            <Col xs={24} xl={16}>
              {process === 'application' && <MeetingComplianceAlert meetingId={meeting.id} forApprover />}
              <MeetingSummary meeting={meeting} showActual={process === 'payment'} />
            </Col>
            <Col xs={24} xl={8}>
              <DecisionPanel meeting={meeting} process={process} onDecided={() => undefined} />
              {process === 'payment' && <ApprovalHistory instanceId={meeting.paymentInstanceId} title={t('detail.paymentHistory')} />}
              <ApprovalHistory instanceId={meeting.applicationInstanceId} title={t('detail.applicationHistory')} />
              {process === 'payment' && <SignInPanel meeting={meeting} showCode={false} />}
            </Col>
          </Row>
        </div>
      )}
    </MeetingLoader>
  );
}
