import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contract, ContractInput } from '@crm/shared/contract';
import * as article from '@crm/shared/contracts/content-articles';
import * as send from '@crm/shared/contracts/content-sends';
import * as consent from '@crm/shared/contracts/content-consent';
import * as outbox from '@crm/shared/contracts/content-outbox';
import * as figures from '@crm/shared/contracts/content-figures';
import * as campaign from '@crm/shared/contracts/content-campaigns';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';

/** The content center's calls, each through its contract. */

type Query<C extends Contract> = NonNullable<ContractInput<C>['query']>;

export const useArticles = (query: Query<typeof article.listSendableArticles>) =>
  useQuery({ ...contractQueryOptions(article.listSendableArticles, { query }), placeholderData: keepPreviousData });
export const useArticleCounts = () => useQuery(contractQueryOptions(article.countArticles, { query: {} }));
export const useArticle = (id: number | null) => useQuery({ ...contractQueryOptions(article.getArticle, { params: { id: id ?? 0 } }), enabled: id !== null });
export const useAggregation = (x: (typeof figures.AGGREGATION_DIMENSIONS)[number], query: Query<typeof figures.aggregateSends>) =>
  useQuery(contractQueryOptions(figures.aggregateSends, { params: { x }, query }));
export const useSends = (query: Query<typeof send.listSends>) => useQuery({ ...contractQueryOptions(send.listSends, { query }), placeholderData: keepPreviousData });
export const useBatches = (query: Query<typeof send.listBatches>) =>
  useQuery({
    ...contractQueryOptions(send.listBatches, { query }),
    placeholderData: keepPreviousData,
    // Mass sends in progress update their counts; follow them while any runs.
    refetchInterval: (q) => (q.state.data?.content.some((b) => b.status !== 'DONE') ? 3000 : false),
  });
export const useOutbox = (query: Query<typeof outbox.listEmailOutbox>) =>
  useQuery({ ...contractQueryOptions(outbox.listEmailOutbox, { query }), placeholderData: keepPreviousData });
export const useOutboxEmail = (id: number | null) => useQuery({ ...contractQueryOptions(outbox.getEmailOutbox, { params: { id: id ?? 0 } }), enabled: id !== null });
export const useCampaigns = () => useQuery(contractQueryOptions(campaign.listCampaigns, {}));

/** Doctors for the send dialog, asked only while it is open: those of the sender's range matching a name. */
export const useRecipientOptions = (keyword: string, enabled: boolean) =>
  useQuery({
    ...contractQueryOptions(send.listSendRecipients, { query: { keyword: keyword || undefined, size: 30 } }),
    placeholderData: keepPreviousData,
    enabled,
  });

function useInvalidateContent() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [article.listSendableArticles, article.countArticles, article.getArticle, send.listSends, send.listBatches, figures.aggregateSends, outbox.listEmailOutbox].map((contract) =>
        client.invalidateQueries({ queryKey: contractQueryKey(contract) }),
      ),
    );
}

export function useSaveArticle() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: article.NewArticleBody }) =>
      id === null ? callContract(article.createArticle, { body }) : callContract(article.updateArticle, { params: { id }, body }),
    onSettled: invalidate,
  });
}

export function useSubmitArticle() {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: (id: number) => callContract(article.submitArticle, { params: { id } }), onSettled: invalidate });
}

type SendBody = ContractInput<typeof send.startSend>['body'];
export const usePreflight = () => useMutation({ mutationFn: (body: SendBody) => callContract(send.preflightSend, { body }) });
export function useStartSend() {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: (body: SendBody) => callContract(send.startSend, { body }), onSettled: invalidate });
}

export const useCampaignBreakdown = (id: number | null, x: (typeof campaign.CAMPAIGN_DIMENSIONS)[number]) =>
  useQuery({ ...contractQueryOptions(campaign.campaignBreakdown, { params: { id: id ?? 0, x } }), enabled: id !== null });

export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: campaign.CampaignBody }) =>
      id === null ? callContract(campaign.createCampaign, { body }) : callContract(campaign.updateCampaign, { params: { id }, body }),
    onSettled: () => Promise.all([campaign.listCampaigns, campaign.campaignBreakdown].map((contract) => client.invalidateQueries({ queryKey: contractQueryKey(contract) }))),
  });
}

export const useDoctorConsent = (doctorId: number) => useQuery(contractQueryOptions(consent.getDoctorConsent, { params: { id: doctorId } }));

export function useRecordConsent(doctorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractInput<typeof consent.recordConsent>['body']) => callContract(consent.recordConsent, { params: { id: doctorId }, body }),
    onSuccess: (result) => client.setQueryData(contractQueryOptions(consent.getDoctorConsent, { params: { id: doctorId } }).queryKey, result),
  });
}
