import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAsset, getAssetOverview, listAssets, runAssetChecks } from '@crm/shared/contracts/data-assets';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';

export function useAssetOverview() {
  return useQuery(contractQueryOptions(getAssetOverview, {}));
}

export function useAssetList(query: { domain?: string; keyword?: string }) {
  return useQuery(contractQueryOptions(listAssets, { query }));
}

/** While checks are queued the detail is polled, so a finished run shows without a reload. */
export function useAsset(code: string, polling: boolean) {
  return useQuery({ ...contractQueryOptions(getAsset, { params: { code } }), refetchInterval: polling ? 2000 : false });
}

export function useRunAssetChecks(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(runAssetChecks, { params: { code }, body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: contractQueryKey(getAsset) }),
  });
}
