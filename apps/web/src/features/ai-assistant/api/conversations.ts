import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ai from '@crm/shared/contracts/ai';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';
import { saveBlob } from '@/lib/save-blob';

export const useConversations = () => useQuery(contractQueryOptions(ai.listConversations, {}));

export const useConversation = (id: number | null) => useQuery({ ...contractQueryOptions(ai.getConversation, { params: { id: id ?? 0 } }), enabled: id !== null });

export const usePassage = (id: number | null) => useQuery({ ...contractQueryOptions(ai.getPassage, { params: { id: id ?? 0 } }), enabled: id !== null });

function useRefreshConversations() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: contractQueryKey(ai.listConversations) });
}

export function useRenameConversation() {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: (input: { id: number; title: string }) => callContract(ai.renameConversation, { params: { id: input.id }, body: { title: input.title } }),
    onSuccess: refresh,
  });
}

export function useDeleteConversation() {
  const refresh = useRefreshConversations();
  return useMutation({ mutationFn: (id: number) => callContract(ai.deleteConversation, { params: { id } }), onSuccess: refresh });
}

export const useRateAnswer = () =>
  useMutation({ mutationFn: (input: { id: number; value: 1 | -1 | 0 }) => callContract(ai.rateMessage, { params: { id: input.id }, body: { value: input.value } }) });

export async function downloadAnswer(id: number): Promise<void> {
  const blob = await callContract(ai.exportMessage, { params: { id } });
  saveBlob(blob, `proposal-${id}.md`);
}
