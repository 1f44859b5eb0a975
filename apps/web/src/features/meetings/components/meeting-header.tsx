import { useState } from 'react';
import { App, Button, Card, Flex, Modal, Space, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCancelMeeting } from '../api/meeting-mutations';
import type { MeetingDetail } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';
import { CommentBox } from './comment-box';
import { meetingFormPath } from './meeting-links';
import { MeetingStatusTag } from './meeting-status-tag';
import { isPast } from './time';

const EDITABLE = ['DRAFT', 'REJECTED'];

/** Title of a meeting page with what its applicant may still do: edit, cancel. */
export function MeetingHeader({ meeting, isApplicant }: { meeting: MeetingDetail; isApplicant: boolean }) {
  const { t } = useTranslation(meetingsNs);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const cancel = useCancelMeeting();
  const [isCancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const canCancel = isApplicant && (['DRAFT', 'IN_APPROVAL', 'REJECTED'].includes(meeting.status) || (meeting.status === 'APPROVED' && !isPast(meeting.startAt)));
  return (
    <Card className="meeting-card meeting-header">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space align="center" wrap>
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('detail.back')} onClick={() => void navigate(-1)} />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {meeting.topic}
          </Typography.Title>
          <MeetingStatusTag status={meeting.status} />
          <Typography.Text type="secondary">{meeting.code}</Typography.Text>
        </Space>
        <Space>
          {isApplicant && EDITABLE.includes(meeting.status) && (
            <Button icon={<EditOutlined />} onClick={() => void navigate(meetingFormPath(meeting.id))}>
              {t('detail.edit')}
            </Button>
          )}
          {canCancel && (
            <Button danger icon={<StopOutlined />} onClick={() => setCancelling(true)}>
              {t('detail.cancel')}
            </Button>
          )}
        </Space>
      </Flex>
      <Modal
        open={isCancelling}
        title={t('detail.cancel')}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, loading: cancel.isPending }}
        onCancel={() => setCancelling(false)}
        onOk={() =>
          void cancel.mutateAsync({ id: meeting.id, comment: reason.trim() || undefined }).then(() => {
            setCancelling(false);
            void message.success(t('detail.cancelled'));
          })
        }
      >
        <Typography.Paragraph>{t('detail.cancelConfirm')}</Typography.Paragraph>
        <CommentBox label={t('detail.cancelReason')} value={reason} onChange={setReason} />
      </Modal>
    </Card>
  );
}
