import { useCallback, useEffect, useRef } from 'react';
import { Button, Empty, Spin } from 'antd';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { DoctorCard as DoctorCardData } from '../../api/types';
import { usePhone } from '@/lib/media-query';
import { CARD_GAP, columnsFor, rowCountFor, shouldLoadMore } from '../../lib/card-grid';
import { customersNs } from '../../locales/i18n';
import { DoctorCard } from './doctor-card';
import { useElementWidth } from './use-element-width';

const CARD_ROW_HEIGHT = 148;
/** On a phone the follow star is a 44 px touch target, which makes the card's head taller. */
const PHONE_CARD_ROW_HEIGHT = 176;
const FOOTER_HEIGHT = 56;

interface DoctorCardGridProps {
  doctors: DoctorCardData[];
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  canFollow: boolean;
  onOpen: (doctor: DoctorCardData) => void;
  /** Height of the scrolling area; the list fills it and renders only the rows in view. */
  height: number | string;
}

/**
 * The doctor cards in rows that fit the width, virtualized so thousands of loaded cards scroll
 * smoothly; the next page loads when the last card on screen is ten from the end (spec 9).
 */
export function DoctorCardGrid({ doctors, hasMore, isLoadingMore, loadMore, canFollow, onOpen, height }: DoctorCardGridProps) {
  const { t } = useTranslation(customersNs);
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(scrollRef);
  const columns = columnsFor(width);
  const rowCount = rowCountFor(doctors.length, columns);
  const cardRowHeight = usePhone() ? PHONE_CARD_ROW_HEIGHT : CARD_ROW_HEIGHT;
  // The grid re-renders as the list scrolls by design; there is no compiler memoization to lose here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (index === rowCount - 1 ? FOOTER_HEIGHT : cardRowHeight),
    overscan: 4,
  });
  const rows = virtualizer.getVirtualItems();
  const lastVisibleRow = rows.length ? rows[rows.length - 1]!.index : 0;

  useEffect(() => {
    if (shouldLoadMore({ lastVisibleRow, columns, loadedCards: doctors.length, hasMore, isLoading: isLoadingMore })) loadMore();
  }, [lastVisibleRow, columns, doctors.length, hasMore, isLoadingMore, loadMore]);

  const open = useCallback((doctor: DoctorCardData) => onOpen(doctor), [onOpen]);

  if (doctors.length === 0) return <Empty className="doctor-grid__empty" description={t('common.empty')} />;
  return (
    <div ref={scrollRef} className="doctor-grid" style={{ height }} data-testid="doctor-grid">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => {
          const isFooter = row.index === rowCount - 1;
          return (
            <div
              key={row.key}
              className={isFooter ? 'doctor-grid__footer' : 'doctor-grid__row'}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: row.size,
                transform: `translateY(${row.start}px)`,
                gridTemplateColumns: isFooter ? undefined : `repeat(${columns}, minmax(0, 1fr))`,
                gap: CARD_GAP,
              }}
            >
              {isFooter ? (
                <GridFooter hasMore={hasMore} isLoadingMore={isLoadingMore} loadMore={loadMore} />
              ) : (
                doctors
                  .slice(row.index * columns, row.index * columns + columns)
                  .map((doctor) => <DoctorCard key={doctor.id} doctor={doctor} canFollow={canFollow} onOpen={open} />)
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function GridFooter({ hasMore, isLoadingMore, loadMore }: Pick<DoctorCardGridProps, 'hasMore' | 'isLoadingMore' | 'loadMore'>) {
  const { t } = useTranslation(customersNs);
  if (isLoadingMore) return <Spin size="small" description={t('common.loading')} />;
  if (hasMore)
    return (
      <Button type="link" onClick={loadMore}>
        {t('common.loadMore')}
      </Button>
    );
  return <span className="doctor-grid__end">{t('common.noMore')}</span>;
}
