import type { QueryClient } from '@tanstack/react-query';
import * as visits from '@crm/shared/contracts/visits';
import { contractQueryKey } from '@/lib/request/contract-client';

const VISIT_READS = [visits.getVisit, visits.doctorVisitPage, visits.myVisitPage, visits.teamVisitPage, visits.planCalendar];

/**
 * Refreshes every visit read in the background after a change: the saved change is confirmed as
 * soon as the server has it, not after every open list has been fetched again.
 */
export function invalidateVisits(queryClient: QueryClient) {
  for (const contract of VISIT_READS) void queryClient.invalidateQueries({ queryKey: contractQueryKey(contract) });
}
