import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useSpeakerApprovalList } from '../api/speaker-lists';
import { speakerApproveDetailPath } from '../components/paths';
import { SpeakerListBar } from '../components/speaker-list-bar';
import { SpeakerTable } from '../components/speaker-table';
import { useSpeakerListQuery } from '../components/use-speaker-list-query';
import { speakersNs } from '../locales/i18n';
import '../speakers.css';

/** `/meeting/speakerApprove/*`: speakers waiting for the user's decision (sApproval) or decided by the user (sApproved). */
export default function SpeakerApprovePage({ route }: MenuPageProps) {
  const { t } = useTranslation(speakersNs);
  const tab = route.node.path.replace(/^\//, '');
  const listQuery = useSpeakerListQuery();
  const speakers = useSpeakerApprovalList({ tab, ...listQuery.params });
  const isPending = tab === 'sApproval';
  return (
    <Card className="speaker-page">
      <SpeakerListBar onSearch={listQuery.search} />
      <SpeakerTable
        list={speakers}
        query={listQuery}
        link={(speaker) => speakerApproveDetailPath(speaker.id)}
        emptyText={isPending ? t('list.emptyApproval') : t('list.emptyApproved')}
        viewLabel={(speaker) => (isPending && speaker.myTaskId ? t('list.review') : t('list.view'))}
      />
    </Card>
  );
}
