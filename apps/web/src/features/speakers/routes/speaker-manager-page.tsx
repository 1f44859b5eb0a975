import { useState } from 'react';
import { App, Button, Card, Popconfirm, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '@/lib/access/use-access';
import { useDeactivateSpeaker } from '../api/speaker-actions';
import { useSpeakerList } from '../api/speaker-lists';
import { HonorariaCapCard } from '../components/honoraria-cap-card';
import { speakerDetailPath } from '../components/paths';
import { SpeakerListBar } from '../components/speaker-list-bar';
import { SpeakerTable } from '../components/speaker-table';
import { speakersNs } from '../locales/i18n';
import '../speakers.css';

const PAGE_SIZE = 20;
type Scope = 'speakerMaintenance' | 'speakerApproved' | 'speakerApproval';

/** `/meeting/speakerManager`: the tenant's speaker roster, the annual honoraria cap and retiring speakers. */
export default function SpeakerManagerPage() {
  const { t } = useTranslation(speakersNs);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canEdit = useAccess().hasPermission(['meeting:speaker:add']);
  const [scope, setScope] = useState<Scope>('speakerApproved');
  const [page, setPage] = useState({ page: 0, size: PAGE_SIZE });
  const [keyword, setKeyword] = useState<string | undefined>();
  const speakers = useSpeakerList({ tab: scope, keyword, ...page });
  const deactivate = useDeactivateSpeaker();

  return (
    <Space orientation="vertical" size={16} className="speaker-manager">
      <HonorariaCapCard />
      <Card className="speaker-page" title={t('manager.title')}>
        <SpeakerListBar
          onSearch={(value) => {
            setKeyword(value);
            setPage((current) => ({ ...current, page: 0 }));
          }}
        >
          <Segmented<Scope>
            value={scope}
            onChange={(value) => {
              setScope(value);
              setPage((current) => ({ ...current, page: 0 }));
            }}
            options={[
              { value: 'speakerApproved', label: t('status.APPROVED') },
              { value: 'speakerApproval', label: t('status.IN_APPROVAL') },
              { value: 'speakerMaintenance', label: t('manager.statusFilter') },
            ]}
          />
        </SpeakerListBar>
        <SpeakerTable
          data={speakers.data}
          loading={speakers.isFetching}
          page={page.page}
          size={page.size}
          onPage={(next, size) => setPage({ page: next, size })}
          link={(speaker) => speakerDetailPath(speaker.id)}
          emptyText={t('list.empty')}
          actions={(speaker) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => navigate(speakerDetailPath(speaker.id))}>
                {t('list.view')}
              </Button>
              {canEdit && speaker.status === 'APPROVED' && (
                <Popconfirm
                  title={t('list.deactivateConfirm')}
                  onConfirm={async () => {
                    await deactivate.mutateAsync(speaker.id);
                    void message.success(t('list.deactivated'));
                  }}
                >
                  <Button type="link" size="small" danger>
                    {t('list.deactivate')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )}
        />
      </Card>
    </Space>
  );
}
