import { App, Alert, Button, Card, Result, Space, Spin } from 'antd';
import { ArrowLeftOutlined, EditOutlined, PartitionOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAccess } from '@/lib/access/use-access';
import { useCurrentUser } from '@/lib/session/user-info';
import { useSpeakerApproval } from '../api/approval-history';
import { useSpeakerDetail } from '../api/speaker-detail';
import { useSubmitSpeaker } from '../api/save-speaker';
import { idParam, instanceDetailPath, speakerEditPath } from './paths';
import { SpeakerApprovalCard } from './speaker-approval';
import { SpeakerDecision } from './speaker-decision';
import { SpeakerProfile } from './speaker-profile';
import { SpeakerStatusTag } from './speaker-tags';
import { speakersNs } from '../locales/i18n';

/** A speaker with profile, honoraria and approval; `forApprover` adds the decision of the user's open step. */
export function SpeakerDetailView({ forApprover }: { forApprover: boolean }) {
  const { t } = useTranslation(speakersNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const id = idParam(params);
  const detail = useSpeakerDetail(id);
  const approval = useSpeakerApproval(detail.data?.instanceId ?? null);
  const submit = useSubmitSpeaker();
  const me = useCurrentUser().id;
  const access = useAccess();

  if (id === null) return <Result status="warning" title={t('detail.missingId')} />;
  if (detail.isError) return <Result status="error" title={detail.error.message} />;
  const speaker = detail.data;
  if (!speaker) return <Spin className="speaker-loading" />;

  const isOwner = speaker.createdBy.id === me && access.hasPermission(['meeting:speaker:add']);
  const editable = isOwner && (speaker.status === 'DRAFT' || speaker.status === 'REJECTED');
  const canSeeProcess = speaker.instanceId !== null && access.hasPermission(['workflow:processInstance:view']);
  const resubmit = async () => {
    await submit.mutateAsync(speaker.id);
    void message.success(t('form.submitted'));
  };

  return (
    <Space orientation="vertical" size={16} className="speaker-detail">
      <Card
        title={
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('detail.back')} onClick={() => navigate(-1)} />
            <span>{localizedName(lang, speaker.doctorName, speaker.doctorNameEn)}</span>
            <SpeakerStatusTag status={speaker.status} />
          </Space>
        }
        extra={
          <Space wrap>
            {canSeeProcess && (
              <Button icon={<PartitionOutlined />} onClick={() => navigate(instanceDetailPath(speaker.instanceId!))}>
                {t('detail.viewProcess')}
              </Button>
            )}
            {editable && (
              <Button icon={<EditOutlined />} onClick={() => navigate(speakerEditPath(speaker.id))}>
                {t('detail.edit')}
              </Button>
            )}
            {editable && (
              <Button type="primary" icon={<SendOutlined />} loading={submit.isPending} onClick={() => void resubmit()}>
                {speaker.status === 'REJECTED' ? t('detail.resubmit') : t('detail.submit')}
              </Button>
            )}
          </Space>
        }
      />
      {forApprover && approval.data && !approval.data.myTask && speaker.status === 'IN_APPROVAL' && <Alert type="info" showIcon title={t('decision.notYours')} />}
      {forApprover && approval.data && <SpeakerDecision speakerId={speaker.id} approval={approval.data} />}
      <SpeakerProfile speaker={speaker} />
      <SpeakerApprovalCard approval={approval.data} speakerStatus={speaker.status} />
    </Space>
  );
}
