import { useState } from 'react';
import { Button, Card, Empty, Skeleton, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIMELINE_TYPES, type TimelineItem, type TimelineType } from '@crm/shared/contracts/doctor-timeline';
import type { PermissionMark } from '@crm/shared/permissions';
import { useAccess } from '@/lib/access/use-access';
import { useLanguage } from '@/lib/i18n/i18n';
import { formatWhen } from '@/lib/when';
import { useDoctorTimeline } from '../api/get-timeline';
import { profileNs } from '../locales/i18n';
import { RowTimeline } from './row-timeline';

const TYPE_COLORS: Record<TimelineType, string> = {
  visit: 'blue',
  content: 'cyan',
  meeting: 'purple',
  task: 'orange',
  learning: 'geekblue',
  survey: 'green',
  account: 'gray',
  prescription: 'red',
};

/** Where each kind of record opens, and the permission its page needs. */
const RECORD_PAGES: Record<NonNullable<TimelineItem['recordType']>, { path: string; param: string; permission: PermissionMark }> = {
  visit: { path: '/customer/visitTeamManager/myVisit', param: 'visit', permission: 'visit:visit:list' },
  article: { path: '/content/contentDetail', param: 'id', permission: 'content:article:view' },
  meeting: { path: '/meeting/meetDetail', param: 'id', permission: 'meeting:meeting:view' },
  task: { path: '/task/taskRecordDetail', param: 'id', permission: 'task:record:view' },
};

/** The visits page opened on its quick log for a doctor. */
export const quickLogPath = (doctorId: number) => `/customer/visitTeamManager/myVisit?log=${doctorId}`;

const CHANNELS = new Set(['email', 'sms', 'wecom']);

function TimelineEntry({ item }: { item: TimelineItem }) {
  const { t } = useTranslation(profileNs);
  const lang = useLanguage();
  const access = useAccess();
  const page = item.recordType && item.recordId !== null ? RECORD_PAGES[item.recordType] : null;
  const title = page && access.hasPermission([page.permission]) ? <Link to={`${page.path}?${page.param}=${item.recordId}`}>{item.title}</Link> : item.title;
  const facts = [item.by, item.type === 'content' && item.channel && CHANNELS.has(item.channel) ? t(`timeline.channels.${item.channel}`) : null].filter(Boolean);
  return (
    <>
      <div className="doctor-timeline__head">
        <Tag color={TYPE_COLORS[item.type]}>{t(`timeline.events.${item.event}`, { defaultValue: t(`timeline.types.${item.type}`) })}</Tag>
        <time className="profile-muted" dateTime={item.at}>
          {formatWhen(item.at, { lang })}
        </time>
      </div>
      <div className="doctor-timeline__title">{title}</div>
      {item.summary && <div className="doctor-timeline__summary">{item.summary}</div>}
      {facts.length > 0 && <div className="profile-muted doctor-timeline__by">{facts.join(' · ')}</div>}
    </>
  );
}

/** Why the timeline is empty, with the way to fill it where the user has one. */
function TimelineEmpty({ doctorId, type }: { doctorId: number; type: TimelineType | null }) {
  const { t } = useTranslation(profileNs);
  const access = useAccess();
  const canLog = (type === null || type === 'visit') && access.hasPermission(['visit:visit:add']);
  return (
    <Empty className="doctor-timeline__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`timeline.empty.${type ?? 'all'}`)}>
      {canLog && (
        <Link to={quickLogPath(doctorId)}>
          <Button type="primary" icon={<PlusOutlined />}>
            {t('timeline.logVisit')}
          </Button>
        </Link>
      )}
    </Empty>
  );
}

/**
 * Every touch with the doctor, newest first (visits, content, meetings, tasks, learning, surveys…),
 * narrowed to one kind by the chips above, each item opening its record where the user may.
 */
export function DoctorTimeline({ id }: { id: number }) {
  const { t } = useTranslation(profileNs);
  const access = useAccess();
  const [type, setType] = useState<TimelineType | null>(null);
  const query = useDoctorTimeline(id, type);
  const items = query.data?.pages.flatMap((page) => page.content) ?? [];
  const chips: Array<TimelineType | null> = [null, ...TIMELINE_TYPES];
  return (
    <Card
      size="small"
      className="profile-section doctor-timeline"
      data-section="timeline"
      title={t('sections.timeline')}
      extra={
        access.hasPermission(['visit:visit:add']) && (
          <Link to={quickLogPath(id)}>
            <Button size="small" icon={<PlusOutlined />}>
              {t('timeline.logVisit')}
            </Button>
          </Link>
        )
      }
    >
      <div className="doctor-timeline__types">
        {chips.map((chip) => (
          <Tag.CheckableTag key={chip ?? 'all'} checked={type === chip} onChange={() => setType(chip)}>
            {t(`timeline.types.${chip ?? 'all'}`)}
          </Tag.CheckableTag>
        ))}
      </div>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : query.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('timeline.failed')} />
      ) : items.length === 0 ? (
        <TimelineEmpty doctorId={id} type={type} />
      ) : (
        <RowTimeline className="doctor-timeline__items" rows={items} color={(item) => TYPE_COLORS[item.type]} entry={(item) => <TimelineEntry item={item} />} />
      )}
      {query.hasNextPage && (
        <div className="profile-list__footer">
          <Button type="link" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </Card>
  );
}
