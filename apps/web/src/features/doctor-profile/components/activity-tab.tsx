import { useState } from 'react';
import { Avatar, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RELATION_TYPES, TIMELINE_KINDS, type RelationType, type TimelineKind } from '@crm/shared/contracts/academic-schemas';
import { useActivities } from '../api/get-academic-lists';
import { useRelations, useRelationTypes } from '../api/get-relations';
import { profileNs } from '../locales/i18n';
import { useOpenProfile } from '../profile-address';
import { SourceTitle } from './academic-rows';
import { LazySection, PagedSection } from './profile-list-section';
import { RowTimeline } from './row-timeline';

const KIND_COLORS: Record<TimelineKind, string> = {
  PAPER: 'blue',
  GUIDE: 'purple',
  MEETING: 'cyan',
  LIVE: 'magenta',
  RESEARCH: 'green',
  FUND: 'gold',
  PATENT: 'volcano',
  ACTIVITY: 'geekblue',
};

function ActivityTimeline({ id }: { id: number }) {
  const { t } = useTranslation(profileNs);
  const [kind, setKind] = useState<TimelineKind | 'ALL'>('ALL');
  const query = useActivities(id, kind === 'ALL' ? undefined : kind, true);
  return (
    <PagedSection
      name="activities"
      query={query}
      toolbar={
        <Segmented<TimelineKind | 'ALL'>
          className="profile-toolbar"
          value={kind}
          onChange={setKind}
          options={[{ value: 'ALL', label: t('activity.all') }, ...TIMELINE_KINDS.map((value) => ({ value, label: t(`activity.kinds.${value}`) }))]}
        />
      }
    >
      {(rows) => (
        <RowTimeline
          className="profile-timeline"
          rows={rows}
          color={(activity) => KIND_COLORS[activity.kind]}
          entry={(activity) => (
            <>
              <div className="profile-muted">{activity.activityTime}</div>
              <Tag color={KIND_COLORS[activity.kind]}>{t(`activity.kinds.${activity.kind}`)}</Tag>
              <SourceTitle text={activity.activityTitle} url={activity.url} />
              {activity.role && <div className="profile-muted">{t('labelValue', { label: t('activity.role'), value: activity.role })}</div>}
            </>
          )}
        />
      )}
    </PagedSection>
  );
}

function Collaboration({ id }: { id: number }) {
  const { t } = useTranslation(profileNs);
  const openProfile = useOpenProfile();
  const [relationType, setRelationType] = useState<RelationType | 'ALL'>('ALL');
  const typeCounts = useRelationTypes(id, true).data ?? [];
  const query = useRelations(id, relationType === 'ALL' ? undefined : relationType, true);
  const countOf = (type: RelationType) => typeCounts.find((entry) => entry.relationType === type)?.counts ?? 0;
  const total = query.data?.pages[0]?.totalElements;
  return (
    <PagedSection
      name="collaboration"
      query={query}
      skeleton={<Skeleton active avatar />}
      toolbar={
        <Segmented<RelationType | 'ALL'>
          className="profile-toolbar"
          value={relationType}
          onChange={setRelationType}
          options={[
            { value: 'ALL', label: relationType === 'ALL' && total !== undefined ? `${t('relation.all')} ${total}` : t('relation.all') },
            ...RELATION_TYPES.filter((type) => countOf(type) > 0).map((value) => ({
              value,
              label: t('relation.typeCount', { type: t(`common:relationTypes.${value}`), count: countOf(value) }),
            })),
          ]}
        />
      }
    >
      {(rows) => (
        <ul className="profile-colleagues">
          {rows.map((colleague) => (
            <li key={colleague.relationId}>
              <button
                type="button"
                className="profile-colleague"
                disabled={!colleague.accessible}
                title={colleague.accessible ? t('relation.open', { name: colleague.relationName }) : t('relation.outOfRange')}
                onClick={() => openProfile({ id: colleague.relationId, doctorId: colleague.relationDoctorId })}
              >
                <Avatar className="profile-colleague__avatar">{Array.from(colleague.relationName)[0]}</Avatar>
                <span className="profile-colleague__body">
                  <Typography.Text strong className="profile-colleague__name">
                    {colleague.relationName}
                  </Typography.Text>
                  {colleague.relationTitle && <span className="profile-muted"> {colleague.relationTitle}</span>}
                  {!colleague.accessible && <span className="profile-muted">{t('relation.outOfRange')}</span>}
                  <span className="profile-colleague__where">{[colleague.relationHospital, colleague.relationDepartment].filter(Boolean).join(' · ')}</span>
                  <span className="profile-colleague__ties">
                    {Object.entries(colleague.data)
                      .filter(([, count]) => count > 0)
                      .map(([type, count]) => (
                        <Tag key={type}>{t('relation.typeCount', { type: t(`common:relationTypes.${type}`, { defaultValue: type }), count })}</Tag>
                      ))}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </PagedSection>
  );
}

/** 活动时间轴 and 合作关系. */
export function ActivityTab({ id }: { id: number }) {
  // The timeline's first page (all kinds) sets how far down the colleagues start.
  const timelineLoaded = !useActivities(id, undefined, true).isPending;
  return (
    <div className="profile-stack">
      <ActivityTimeline id={id} />
      <LazySection name="collaboration" ready={timelineLoaded}>
        <Collaboration id={id} />
      </LazySection>
    </div>
  );
}
