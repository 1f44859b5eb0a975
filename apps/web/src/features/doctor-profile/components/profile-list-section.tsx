import type { ReactNode } from 'react';
import { Alert, Button, Card, Skeleton, Tag } from 'antd';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfilePage } from '../api/profile-list';
import { profileNs } from '../locales/i18n';
import { SectionEmpty } from './profile-section';
import { useInViewOnce } from './use-in-view';

export type ProfileListQuery<T> = UseInfiniteQueryResult<InfiniteData<ProfilePage<T>>>;

interface ProfileListSectionProps<T> {
  name: string;
  query: ProfileListQuery<T>;
  rowKey: (row: T) => string | number;
  renderRow: (row: T) => ReactNode;
  extra?: ReactNode;
  /** Shown between the title and the rows (filters). */
  toolbar?: ReactNode;
}

/** The footer of a paged list: 加载更多... while more exist, then 没有更多了. */
function ListFooter({ hasMore, loading, onMore, shown }: { hasMore: boolean; loading: boolean; onMore: () => void; shown: number }) {
  const { t } = useTranslation(profileNs);
  if (shown === 0) return null;
  return (
    <div className="profile-list__footer">
      {hasMore ? (
        <Button type="link" loading={loading} onClick={onMore}>
          {t('loadMore')}
        </Button>
      ) : (
        <span className="profile-list__no-more">{t('noMore')}</span>
      )}
    </div>
  );
}

/** A titled list of profile data with its total, the withheld notice, 暂无数据 and paging. */
export function ProfileListSection<T>({ name, query, rowKey, renderRow, extra, toolbar }: ProfileListSectionProps<T>) {
  const { t } = useTranslation(profileNs);
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.content);
  const first = pages[0];
  const withheld = first?.withheld === true;
  return (
    <Card
      size="small"
      className="profile-section profile-list"
      data-section={name}
      title={
        <span>
          {t(`sections.${name}`)}
          {first && !withheld && <Tag className="profile-list__total">{t('total', { count: first.totalElements })}</Tag>}
        </span>
      }
      extra={extra}
    >
      {toolbar}
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : withheld ? (
        <Alert type="warning" showIcon className="profile-list__withheld" title={first?.withheldNotice || t('withheld')} />
      ) : rows.length === 0 ? (
        <SectionEmpty />
      ) : (
        <ul className="profile-list__rows">
          {rows.map((row) => (
            <li key={rowKey(row)} className="profile-list__row">
              {renderRow(row)}
            </li>
          ))}
        </ul>
      )}
      {!withheld && <ListFooter hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} shown={rows.length} />}
    </Card>
  );
}

interface PagedSectionProps<T> {
  /** Key under `sections` of the namespace; also the section's test id. */
  name: string;
  query: ProfileListQuery<T>;
  /** Shown between the title and the rows (filters). */
  toolbar?: ReactNode;
  /** Stands in for the rows while the first page loads. */
  skeleton?: ReactNode;
  /** The rows loaded so far, drawn the section's own way (a timeline, people). */
  children: (rows: T[]) => ReactNode;
}

/** A titled section of a paged list that draws its rows itself: 暂无数据 with none, then 加载更多... */
export function PagedSection<T>({ name, query, toolbar, skeleton = <Skeleton active />, children }: PagedSectionProps<T>) {
  const { t } = useTranslation(profileNs);
  const rows = query.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <Card size="small" className="profile-section profile-list" data-section={name} title={t(`sections.${name}`)}>
      {toolbar}
      {query.isPending ? skeleton : rows.length === 0 ? <SectionEmpty /> : children(rows)}
      <ListFooter hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} shown={rows.length} />
    </Card>
  );
}

/**
 * Mounts a section (and so asks for its data) only once it scrolls near the viewport. `ready` false
 * holds the judgement back while the section above is still loading, and so still short: a section
 * the loaded page pushes below the fold is not fetched for having been in view during the load.
 */
export function LazySection({ name, ready = true, children }: { name: string; ready?: boolean; children: ReactNode }) {
  const { t } = useTranslation(profileNs);
  const [ref, seen] = useInViewOnce<HTMLDivElement>('120px', ready);
  if (seen) return <>{children}</>;
  return (
    <div ref={ref}>
      <Card size="small" className="profile-section profile-section--waiting" title={t(`sections.${name}`)} data-section={name}>
        <Skeleton paragraph={{ rows: 4 }} />
      </Card>
    </div>
  );
}
