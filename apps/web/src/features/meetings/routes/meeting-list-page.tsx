import { useState } from 'react';
import { Button, Card, Flex, Segmented } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Access } from '@/lib/access/use-access';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useMeetingPage } from '../api/get-meeting-page';
import { LIST_PAGES } from '../components/list-pages';
import { meetingFormPath } from '../components/meeting-links';
import { MeetingTable } from '../components/meeting-table';
import { meetingsNs } from '../locales/i18n';
import { KeywordSearch } from '@/components/keyword-search';

/** The tabbed meeting lists of `/meeting` (spec 2.3, 4): one page per menu tab. */
export default function MeetingListPage({ route }: MenuPageProps) {
  const { t } = useTranslation(meetingsNs);
  const navigate = useNavigate();
  const page = LIST_PAGES[route.fullPath] ?? LIST_PAGES['/meeting/apply/submitted']!;
  const [viewKey, setViewKey] = useState(page.views[0]!.key);
  const view = page.views.find((candidate) => candidate.key === viewKey) ?? page.views[0]!;
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ page: 0, size: 20 });
  const meetings = useMeetingPage({ group: view.group, tab: view.tab, keyword: keyword || undefined, ...paging } as Parameters<typeof useMeetingPage>[0]);

  return (
    <Card className="meeting-list">
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Flex gap={12} align="center" wrap>
          {page.views.length > 1 && (
            <Segmented
              value={view.key}
              options={page.views.map((candidate) => ({ value: candidate.key, label: t(`views.${candidate.key}`) }))}
              onChange={(key) => {
                setViewKey(key);
                setPaging((current) => ({ ...current, page: 0 }));
              }}
            />
          )}
          <KeywordSearch
            placeholder={t('list.keyword')}
            width={260}
            onSearch={(value) => {
              setKeyword(value ?? '');
              setPaging((current) => ({ ...current, page: 0 }));
            }}
          />
        </Flex>
        {page.canApply && (
          <Access buttons={['meeting:application:add']}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(meetingFormPath())}>
              {t('list.apply')}
            </Button>
          </Access>
        )}
      </Flex>
      <MeetingTable view={view} list={meetings} paging={paging} onPagingChange={setPaging} />
    </Card>
  );
}
