import { useState } from 'react';
import { Card, DatePicker, Flex, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MEETING_STATUSES, MEETING_TYPES } from '@crm/shared/contracts/meeting-schemas';
import { KeywordSearch } from '@/components/keyword-search';
import { useAllMeetings, type AllMeetingsQuery } from '../api/get-all-meetings';
import { MeetingTable } from '../components/meeting-table';
import { meetingsNs } from '../locales/i18n';

const ALL_VIEW = { key: 'all', group: 'all', tab: 'all' } as const;
type Filters = Omit<AllMeetingsQuery, 'page' | 'size'>;

/**
 * Every meeting of the caller's data range, whoever applied and in any status (drafts only one's
 * own): where administrators, compliance and managers find a meeting by topic, status, type or date.
 */
export default function AllMeetingsPage() {
  const { t } = useTranslation(meetingsNs);
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 0, size: 20 });
  const meetings = useAllMeetings({ ...filters, ...paging });
  const filter = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, page: 0 }));
  };
  const onRange = (range: [Dayjs | null, Dayjs | null] | null) =>
    filter({ from: range?.[0]?.format('YYYY-MM-DD') ?? undefined, to: range?.[1]?.format('YYYY-MM-DD') ?? undefined });

  return (
    <Card className="meeting-list">
      <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
        <KeywordSearch placeholder={t('list.keyword')} aria-label={t('list.keyword')} width={240} onSearch={(keyword) => filter({ keyword })} />
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          aria-label={t('list.status')}
          placeholder={t('all.anyStatus')}
          style={{ width: 260 }}
          options={MEETING_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          onChange={(statuses: string[]) => filter({ status: statuses.length ? statuses.join(',') : undefined })}
        />
        <Select
          allowClear
          aria-label={t('list.type')}
          placeholder={t('all.anyType')}
          style={{ width: 180 }}
          options={MEETING_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          onChange={(type?: (typeof MEETING_TYPES)[number]) => filter({ type })}
        />
        <DatePicker.RangePicker
          aria-label={t('all.dates')}
          placeholder={[t('all.from'), t('all.to')]}
          onChange={(range) => onRange(range as [Dayjs | null, Dayjs | null] | null)}
        />
      </Flex>
      <MeetingTable view={ALL_VIEW} list={meetings} paging={paging} onPagingChange={setPaging} />
    </Card>
  );
}
