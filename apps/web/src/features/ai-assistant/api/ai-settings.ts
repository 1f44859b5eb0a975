import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ai from '@crm/shared/contracts/ai';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';

/** The enterprise's assistant settings (keys only as set / not set) and this month's token use. */
export const useAiSettings = (enabled: boolean) => useQuery({ ...contractQueryOptions(ai.getAiSettings, {}), enabled });

export function useSaveAiSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ai.AiSettingsUpdate) => callContract(ai.updateAiSettings, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: contractQueryKey(ai.getAiSettings) }),
  });
}

/** One small request to a saved service. */
export const useTestAiService = () => useMutation({ mutationFn: (service: ai.AiService) => callContract(ai.testAiService, { body: { service } }) });
