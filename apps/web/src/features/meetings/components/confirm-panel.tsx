import { useState } from 'react';
import { App, Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmMeeting } from '../api/meeting-mutations';
import type { MeetingDetail } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';
import { CommentBox } from './comment-box';
import { isPast } from './time';

/** The applicant confirms, after the end, that the meeting took place as approved. */
export function ConfirmPanel({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation(meetingsNs);
  const { message } = App.useApp();
  const [comment, setComment] = useState('');
  const confirm = useConfirmMeeting();
  const hasEnded = isPast(meeting.endAt);
  return (
    <Card id="confirm" title={t('confirm.title')} className="meeting-card" size="small">
      <Alert type={hasEnded ? 'info' : 'warning'} showIcon title={hasEnded ? t('confirm.hint') : t('confirm.notEnded')} style={{ marginBottom: 12 }} />
      <CommentBox label={t('confirm.comment')} value={comment} onChange={setComment} />
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        disabled={!hasEnded}
        loading={confirm.isPending}
        onClick={() => void confirm.mutateAsync({ id: meeting.id, comment: comment.trim() || undefined }).then(() => message.success(t('confirm.done')))}
      >
        {t('confirm.action')}
      </Button>
    </Card>
  );
}
