import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { doctorTimeline, doctorTimelineSummary, type TimelineType } from '@crm/shared/contracts/doctor-timeline';
import { callContract } from '@/lib/request/contract-client';
import { profileKey } from './profile-list';

/** Items a page of the timeline asks for; 加载更多 asks for the next. */
const TIMELINE_PAGE_SIZE = 15;

/** One doctor's interaction timeline, newest first, of one kind or all, a page at a time. */
export function useDoctorTimeline(id: number, type: TimelineType | null) {
  return useInfiniteQuery({
    queryKey: [...profileKey(id), 'timeline', type],
    queryFn: ({ pageParam }) =>
      callContract(doctorTimeline, { params: { id }, query: { size: TIMELINE_PAGE_SIZE, ...(type ? { type } : {}), ...(pageParam ? { cursor: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** How often the company touched the doctor in the last twelve months, by month and kind. */
export function useTimelineSummary(id: number) {
  return useQuery({
    queryKey: [...profileKey(id), 'timeline-summary'],
    queryFn: () => callContract(doctorTimelineSummary, { params: { id }, query: { months: 12 } }),
  });
}
