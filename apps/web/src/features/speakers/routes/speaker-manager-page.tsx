import { useState } from 'react';
import { App, Button, Card, Popconfirm, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/lib/access/use-access';
import { useDeactivateSpeaker } from '../api/speaker-actions';
import { useSpeakerList } from '../api/speaker-lists';
import { ComplianceRulesCard } from '../components/compliance-rules-card';
import { HonorariaCapCard } from '../components/honoraria-cap-card';
import { speakerDetailPath } from '../components/paths';
import { SpeakerListBar } from '../components/speaker-list-bar';
import { SpeakerTable } from '../components/speaker-table';
import { useSpeakerListQuery } from '../components/use-speaker-list-query';
import { speakersNs } from '../locales/i18n';
import '../speakers.css';

type Scope = 'speakerMaintenance' | 'speakerApproved' | 'speakerApproval';

/** `/meeting/speakerManager`: the tenant's speaker roster, the annual honoraria cap, the compliance rules of applications and retiring speakers. */
export default function SpeakerManagerPage() {
  const { t } = useTranslation(speakersNs);
  const { message } = App.useApp();
  const access = useAccess();
  const canEdit = access.hasPermission(['meeting:speaker:add']);
  const canSetRules = access.hasPermission(['meeting:settings:edit']);
  const [scope, setScope] = useState<Scope>('speakerApproved');
  const listQuery = useSpeakerListQuery();
  const speakers = useSpeakerList({ tab: scope, ...listQuery.params });
  const deactivate = useDeactivateSpeaker();

  return (
    <Space orientation="vertical" size={16} className="speaker-manager">
      <HonorariaCapCard />
      {canSetRules && <ComplianceRulesCard />}
      <Card className="speaker-page" title={t('manager.title')}>
        <SpeakerListBar onSearch={listQuery.search}>
          <Segmented<Scope>
            value={scope}
            onChange={(value) => {
              setScope(value);
              listQuery.toFirstPage();
            }}
            options={[
              { value: 'speakerApproved', label: t('status.APPROVED') },
              { value: 'speakerApproval', label: t('status.IN_APPROVAL') },
              { value: 'speakerMaintenance', label: t('manager.statusFilter') },
            ]}
          />
        </SpeakerListBar>
        <SpeakerTable
          list={speakers}
          query={listQuery}
          link={(speaker) => speakerDetailPath(speaker.id)}
          emptyText={t('list.empty')}
          actions={(speaker) =>
            canEdit &&
            speaker.status === 'APPROVED' && (
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
            )
          }
        />
      </Card>
    </Space>
  );
}
