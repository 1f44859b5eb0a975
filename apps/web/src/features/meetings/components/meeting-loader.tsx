import type { ReactNode } from 'react';
import { Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMeeting } from '../api/get-meeting';
import type { MeetingDetail } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';
import { meetingIdFrom } from './meeting-links';

export function PageLoading() {
  return (
    <Flex justify="center" className="meeting-page__loading">
      <Spin size="large" />
    </Flex>
  );
}

/** Loads the meeting named by `?id=` and renders its page, or says why it cannot. */
export function MeetingLoader({ children }: { children: (meeting: MeetingDetail) => ReactNode }) {
  const { t } = useTranslation(meetingsNs);
  const { search } = useLocation();
  const id = meetingIdFrom(search);
  const meeting = useMeeting(id);
  if (id === null) return <Result className="meeting-page" status="warning" title={t('detail.missingId')} />;
  if (meeting.isLoading) return <PageLoading />;
  if (!meeting.data) return <Result className="meeting-page" status="404" title={t('detail.notFound')} />;
  return <>{children(meeting.data)}</>;
}
