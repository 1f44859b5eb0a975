import { useState } from 'react';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useSpeakerApprovalList } from '../api/speaker-lists';
import { speakerApproveDetailPath } from '../components/paths';
import { SpeakerListBar } from '../components/speaker-list-bar';
import { SpeakerTable } from '../components/speaker-table';
import { speakersNs } from '../locales/i18n';
import '../speakers.css';

const PAGE_SIZE = 20;

/** `/meeting/speakerApprove/*`: speakers waiting for the user's decision (sApproval) or decided by the user (sApproved). */
export default function SpeakerApprovePage({ route }: MenuPageProps) {
  const { t } = useTranslation(speakersNs);
  const navigate = useNavigate();
  const tab = route.node.path.replace(/^\//, '');
  const [page, setPage] = useState({ page: 0, size: PAGE_SIZE });
  const [keyword, setKeyword] = useState<string | undefined>();
  const speakers = useSpeakerApprovalList({ tab, keyword, ...page });
  const isPending = tab === 'sApproval';
  return (
    <Card className="speaker-page">
      <SpeakerListBar
        onSearch={(value) => {
          setKeyword(value);
          setPage((current) => ({ ...current, page: 0 }));
        }}
      />
      <SpeakerTable
        data={speakers.data}
        loading={speakers.isFetching}
        page={page.page}
        size={page.size}
        onPage={(next, size) => setPage({ page: next, size })}
        link={(speaker) => speakerApproveDetailPath(speaker.id)}
        emptyText={isPending ? t('list.emptyApproval') : t('list.emptyApproved')}
        actions={(speaker) => (
          <Button type="link" size="small" onClick={() => navigate(speakerApproveDetailPath(speaker.id))}>
            {isPending && speaker.myTaskId ? t('list.review') : t('list.view')}
          </Button>
        )}
      />
    </Card>
  );
}
