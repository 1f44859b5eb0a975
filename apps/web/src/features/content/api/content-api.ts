import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contract, ContractInput } from '@crm/shared/contract';
import * as c from '@crm/shared/contracts/content';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';

/** The content center's calls, each through its contract. */

type Query<C extends Contract> = NonNullable<ContractInput<C>['query']>;

export const useArticles = (query: Query<typeof c.listSendableArticles>) =>
  useQuery({ ...contractQueryOptions(c.listSendableArticles, { query }), placeholderData: keepPreviousData });
export const useArticleCounts = () => useQuery(contractQueryOptions(c.countArticles, { query: {} }));
export const useArticle = (id: number | null) => useQuery({ ...contractQueryOptions(c.getArticle, { params: { id: id ?? 0 } }), enabled: id !== null });
export const useAggregation = (x: (typeof c.AGGREGATION_DIMENSIONS)[number], query: Query<typeof c.aggregateSends>) =>
  useQuery(contractQueryOptions(c.aggregateSends, { params: { x }, query }));
export const useSends = (query: Query<typeof c.listSends>) => useQuery({ ...contractQueryOptions(c.listSends, { query }), placeholderData: keepPreviousData });
export const useBatches = (query: Query<typeof c.listBatches>) =>
  useQuery({
    ...contractQueryOptions(c.listBatches, { query }),
    placeholderData: keepPreviousData,
    // Mass sends in progress update their counts; follow them while any runs.
    refetchInterval: (q) => (q.state.data?.content.some((b) => b.status !== 'DONE') ? 3000 : false),
  });
export const useOutbox = (query: Query<typeof c.listEmailOutbox>) => useQuery({ ...contractQueryOptions(c.listEmailOutbox, { query }), placeholderData: keepPreviousData });
export const useOutboxEmail = (id: number | null) => useQuery({ ...contractQueryOptions(c.getEmailOutbox, { params: { id: id ?? 0 } }), enabled: id !== null });
export const useCampaigns = () => useQuery(contractQueryOptions(c.listCampaigns, {}));

/** Doctors for the send dialog, asked only while it is open: those of the sender's range matching a name. */
export const useRecipientOptions = (keyword: string, enabled: boolean) =>
  useQuery({
    ...contractQueryOptions(c.listSendRecipients, { query: { keyword: keyword || undefined, size: 30 } }),
    placeholderData: keepPreviousData,
    enabled,
  });

function useInvalidateContent() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [c.listSendableArticles, c.countArticles, c.getArticle, c.listSends, c.listBatches, c.aggregateSends, c.listEmailOutbox].map((contract) =>
        client.invalidateQueries({ queryKey: contractQueryKey(contract) }),
      ),
    );
}

export function useSaveArticle() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: c.NewArticleBody }) =>
      id === null ? callContract(c.createArticle, { body }) : callContract(c.updateArticle, { params: { id }, body }),
    onSettled: invalidate,
  });
}

export function useSubmitArticle() {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: (id: number) => callContract(c.submitArticle, { params: { id } }), onSettled: invalidate });
}

type SendBody = ContractInput<typeof c.startSend>['body'];
export const usePreflight = () => useMutation({ mutationFn: (body: SendBody) => callContract(c.preflightSend, { body }) });
export function useStartSend() {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: (body: SendBody) => callContract(c.startSend, { body }), onSettled: invalidate });
}

export const useCampaignBreakdown = (id: number | null, x: (typeof c.CAMPAIGN_DIMENSIONS)[number]) =>
  useQuery({ ...contractQueryOptions(c.campaignBreakdown, { params: { id: id ?? 0, x } }), enabled: id !== null });

export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: c.CampaignBody }) =>
      id === null ? callContract(c.createCampaign, { body }) : callContract(c.updateCampaign, { params: { id }, body }),
    onSettled: () => Promise.all([c.listCampaigns, c.campaignBreakdown].map((contract) => client.invalidateQueries({ queryKey: contractQueryKey(contract) }))),
  });
}

export const useDoctorConsent = (doctorId: number) => useQuery(contractQueryOptions(c.getDoctorConsent, { params: { id: doctorId } }));

export function useRecordConsent(doctorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractInput<typeof c.recordConsent>['body']) => callContract(c.recordConsent, { params: { id: doctorId }, body }),
    onSuccess: (result) => client.setQueryData(contractQueryOptions(c.getDoctorConsent, { params: { id: doctorId } }).queryKey, result),
  });
}
