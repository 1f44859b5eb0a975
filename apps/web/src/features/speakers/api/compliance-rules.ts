import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { complianceRules, saveComplianceRules, type ComplianceRules } from '@crm/shared/contracts/meeting-compliance';
import { callContract } from '@/lib/request/contract-client';

const key = ['meetings', 'compliance-rules'];

/** The enterprise's compliance rules of meeting applications. */
export function useComplianceRules(enabled: boolean) {
  return useQuery({ queryKey: key, queryFn: () => callContract(complianceRules, {}), enabled });
}

/** Sets the rules; they apply to applications checked or submitted from now on. */
export function useSaveComplianceRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: ComplianceRules) => callContract(saveComplianceRules, { body: rules }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['meetings'] }),
  });
}
