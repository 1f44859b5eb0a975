import { useState } from 'react';
import { App, Button, Card, Space, Switch } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '@/lib/access/use-access';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useCurrentUser } from '@/lib/session/user-info';
import { useSpeakerList } from '../api/speaker-lists';
import { useSubmitSpeaker } from '../api/save-speaker';
import type { SpeakerListItem } from '../api/speaker-types';
import { SPEAKER_ADD_PATH, speakerDetailPath, speakerEditPath } from '../components/paths';
import { SpeakerListBar } from '../components/speaker-list-bar';
import { SpeakerTable } from '../components/speaker-table';
import { useSpeakerListQuery } from '../components/use-speaker-list-query';
import { speakersNs } from '../locales/i18n';
import '../speakers.css';

/** `/meeting/speaker/*`: speaker requests by state (all, in approval, approved); editors add, change and submit theirs. */
export default function SpeakerListPage({ route }: MenuPageProps) {
  const { t } = useTranslation(speakersNs);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const access = useAccess();
  const me = useCurrentUser().id;
  const tab = route.node.path.replace(/^\//, '');
  const listQuery = useSpeakerListQuery();
  const [onlyMine, setOnlyMine] = useState(false);
  const speakers = useSpeakerList({ tab, ...(onlyMine ? { mine: true } : {}), ...listQuery.params });
  const submit = useSubmitSpeaker();
  const canEdit = access.hasPermission(['meeting:speaker:add']);

  const submitSpeaker = async (speaker: SpeakerListItem) => {
    await submit.mutateAsync(speaker.id);
    void message.success(t('list.submitted'));
  };

  const actions = (speaker: SpeakerListItem) => {
    const isMine = speaker.createdById === me;
    const editable = canEdit && isMine && (speaker.status === 'DRAFT' || speaker.status === 'REJECTED');
    return (
      editable && (
        <>
          <Button type="link" size="small" onClick={() => navigate(speakerEditPath(speaker.id))}>
            {t('list.edit')}
          </Button>
          <Button type="link" size="small" loading={submit.isPending && submit.variables === speaker.id} onClick={() => void submitSpeaker(speaker)}>
            {t('list.submit')}
          </Button>
        </>
      )
    );
  };

  return (
    <Card className="speaker-page">
      <SpeakerListBar onSearch={listQuery.search}>
        <Space>
          <Switch
            checked={onlyMine}
            onChange={(checked) => {
              setOnlyMine(checked);
              listQuery.toFirstPage();
            }}
          />
          <span>{t('list.onlyMine')}</span>
        </Space>
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(SPEAKER_ADD_PATH)}>
            {t('list.add')}
          </Button>
        )}
      </SpeakerListBar>
      <SpeakerTable list={speakers} query={listQuery} link={(speaker) => speakerDetailPath(speaker.id)} actions={actions} emptyText={t('list.empty')} />
    </Card>
  );
}
