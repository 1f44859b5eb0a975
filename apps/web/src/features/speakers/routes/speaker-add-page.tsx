import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSpeakerDetail } from '../api/speaker-detail';
import { idParam } from '../components/paths';
import { SpeakerForm } from '../components/speaker-form';
import { speakersNs } from '../locales/i18n';
import '../speakers.css';

/** `/meeting/speakerAdd`: a new speaker profile, or with `?id=` a draft or rejected one to change. */
export default function SpeakerAddPage() {
  const { t } = useTranslation(speakersNs);
  const [params] = useSearchParams();
  const id = idParam(params);
  const existing = useSpeakerDetail(id);
  if (id === null) {
    return (
      <Card title={t('form.titleNew')}>
        <SpeakerForm speaker={null} />
      </Card>
    );
  }
  if (existing.isError) return <Alert type="error" showIcon title={existing.error.message} />;
  if (!existing.data) return <Spin className="speaker-loading" />;
  const editable = existing.data.status === 'DRAFT' || existing.data.status === 'REJECTED';
  return (
    <Card title={t('form.titleEdit')}>
      {editable ? <SpeakerForm speaker={existing.data} /> : <Alert type="warning" showIcon title={t('form.notEditable', { status: t(`status.${existing.data.status}`) })} />}
    </Card>
  );
}
