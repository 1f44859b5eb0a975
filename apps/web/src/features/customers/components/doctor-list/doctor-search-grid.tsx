import { useCallback, useMemo } from 'react';
import { Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useAccess } from '@/lib/access/use-access';
import type { DoctorSearch } from '../../api/search-doctors';
import type { DoctorCard } from '../../api/types';
import { doctorRecordPath } from '../../lib/doctor-links';
import { DoctorCardGrid } from './doctor-card-grid';

interface DoctorSearchGridProps {
  search: DoctorSearch;
  /** Height of the scrolling area. */
  height: number;
}

/** The doctors a search found, as cards that load page after page and open the doctor's record; a spinner until the first page comes. */
export function DoctorSearchGrid({ search, height }: DoctorSearchGridProps) {
  const navigate = useNavigate();
  const access = useAccess();
  const doctors = useMemo(() => search.data?.pages.flatMap((page) => page.content) ?? [], [search.data]);
  const { fetchNextPage } = search;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const open = useCallback((doctor: DoctorCard) => void navigate(doctorRecordPath(doctor)), [navigate]);

  if (search.isLoading) {
    return (
      <div className="customers-loading">
        <Spin />
      </div>
    );
  }
  return (
    <DoctorCardGrid
      doctors={doctors}
      hasMore={!!search.hasNextPage}
      isLoadingMore={search.isFetchingNextPage}
      loadMore={loadMore}
      canFollow={access.hasPermission(['customer:follow:edit'])}
      onOpen={open}
      height={height}
    />
  );
}
