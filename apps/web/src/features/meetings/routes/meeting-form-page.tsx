import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useFormOptions } from '../api/get-form-options';
import { useMeeting } from '../api/get-meeting';
import { MeetingForm } from '../components/meeting-form';
import { meetingIdFrom } from '../components/meeting-links';
import { PageLoading } from '../components/meeting-loader';
import { meetingsNs } from '../locales/i18n';
import '../meetings.css';

const EDITABLE = ['DRAFT', 'REJECTED'];

/** `/meeting/meeting-form` (and `/meeting-form`): a new application, or `?id=` to change a draft or rejected one. */
export default function MeetingFormPage() {
  const { t } = useTranslation(meetingsNs);
  const { search } = useLocation();
  const id = meetingIdFrom(search);
  const options = useFormOptions();
  const meeting = useMeeting(id);
  if (options.isLoading || (id !== null && meeting.isLoading)) return <PageLoading />;
  if (!options.data || (id !== null && !meeting.data)) return <Result status="warning" title={t('form.loadFailed')} />;
  if (meeting.data && !EDITABLE.includes(meeting.data.status)) {
    return <Result status="info" title={t('form.notEditable', { status: t(`status.${meeting.data.status}`) })} />;
  }
  return (
    <div className="meeting-page">
      {/* A new key per meeting resets the form when the address changes from a new draft to its id. */}
      <MeetingForm key={meeting.data?.id ?? 'new'} options={options.data} meeting={meeting.data ?? null} />
    </div>
  );
}
