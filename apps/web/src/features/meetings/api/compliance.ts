import { useQuery } from '@tanstack/react-query';
import { checkMeetingCompliance, meetingCompliance } from '@crm/shared/contracts/meeting-compliance';
import type { MeetingBody } from '@crm/shared/contracts/meeting-schemas';
import { callContract } from '@/lib/request/contract-client';

/** What the compliance rules say of a stored meeting, for its applicant and its approvers. */
export function useMeetingCompliance(id: number) {
  return useQuery({ queryKey: ['meetings', 'compliance', id], queryFn: () => callContract(meetingCompliance, { params: { id } }, { showError: false }) });
}

/** What the rules say of the application as the form holds it; asked again when the form's body changes. */
export function useFormCompliance(body: MeetingBody | null) {
  return useQuery({
    queryKey: ['meetings', 'compliance-check', body],
    queryFn: () => callContract(checkMeetingCompliance, { body: body! }, { showError: false }),
    enabled: body !== null,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}
