import { App, Button, Card, Col, Empty, Row, Table, Tag, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAttendance, useSignInInfo } from '../api/sign-in';
import type { MeetingDetail } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';
import { formatWhen } from '@/lib/when';

const SIGN_IN_STATUSES = ['APPROVED', 'CONFIRMED', 'PAYMENT_IN_APPROVAL', 'PAYMENT_REJECTED', 'PAID'];

/** The code and QR code attendees sign in with, and who has signed in so far. */
export function SignInPanel({ meeting, showCode = true }: { meeting: Pick<MeetingDetail, 'id' | 'status'>; showCode?: boolean }) {
  const { t } = useTranslation(meetingsNs);
  const { message } = App.useApp();
  const isOpen = SIGN_IN_STATUSES.includes(meeting.status);
  const info = useSignInInfo(meeting.id, isOpen && showCode);
  const attendance = useAttendance(meeting.id, isOpen);
  if (!isOpen) {
    return (
      <Card title={t('signIn.title')} className="meeting-card" size="small">
        <Typography.Text type="secondary">{t('signIn.unavailable')}</Typography.Text>
      </Card>
    );
  }
  const attendees = attendance.data ?? [];
  return (
    <Card title={t('signIn.title')} className="meeting-card sign-in-panel" size="small" extra={<Tag color="blue">{t('signIn.count', { count: attendees.length })}</Tag>}>
      {showCode && info.data && (
        <Row gutter={24} align="middle" style={{ marginBottom: 16 }}>
          <Col flex="none">
            <img className="sign-in-panel__qr" src={info.data.qrCodeDataUrl} alt={t('signIn.qr')} width={160} height={160} />
          </Col>
          <Col flex="auto">
            <Typography.Text type="secondary">{t('signIn.code')}</Typography.Text>
            <div className="sign-in-panel__code" data-testid="sign-in-code">
              {info.data.code}
            </div>
            <Typography.Text type="secondary">{t('signIn.link')}</Typography.Text>
            <Typography.Paragraph className="sign-in-panel__url" copyable={false} ellipsis>
              <Typography.Link href={info.data.url} target="_blank" rel="noreferrer">
                {info.data.url}
              </Typography.Link>
            </Typography.Paragraph>
            <Button size="small" icon={<CopyOutlined />} onClick={() => void navigator.clipboard?.writeText(info.data.url).then(() => message.success(t('signIn.copied')))}>
              {t('signIn.copy')}
            </Button>
          </Col>
        </Row>
      )}
      <Typography.Title level={5}>{t('signIn.attendees')}</Typography.Title>
      {attendees.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('signIn.none')} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          pagination={attendees.length > 20 ? { pageSize: 20 } : false}
          dataSource={attendees}
          columns={[
            { key: 'name', title: t('signIn.name'), dataIndex: 'name' },
            { key: 'mobile', title: t('signIn.mobile'), dataIndex: 'mobile' },
            { key: 'hospital', title: t('signIn.hospital'), render: (_, a) => a.hospitalName ?? '' },
            { key: 'department', title: t('signIn.department'), render: (_, a) => a.department ?? '' },
            {
              key: 'invited',
              title: t('signIn.invited'),
              render: (_, a) => (a.isInvited ? <Tag color="green">{t('signIn.invitedYes')}</Tag> : <Tag>{t('signIn.invitedNo')}</Tag>),
            },
            { key: 'signedAt', title: t('signIn.signedAt'), render: (_, a) => formatWhen(a.signedAt) },
          ]}
        />
      )}
    </Card>
  );
}
