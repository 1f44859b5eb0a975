import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '@crm/shared/contract';
import { doctorIndividual } from '@crm/shared/contracts/insights';
import { createSurvey, enterSurveyResponse, publishSurvey, surveyList, surveyResponses, updateSurvey } from '@crm/shared/contracts/surveys';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';

export type { Nps, Survey, SurveyBody, SurveyResponse } from '@crm/shared/contracts/surveys';

export const useSurveys = (query: ContractInput<typeof surveyList>['query'] & object) =>
  useQuery({ ...contractQueryOptions(surveyList, { query }), placeholderData: keepPreviousData });

export const useSurveyResponses = (surveyId: number | null, page: number) =>
  useQuery({
    ...contractQueryOptions(surveyResponses, { params: { id: surveyId ?? 0 }, query: { page, size: 10 } }),
    enabled: surveyId !== null,
    placeholderData: keepPreviousData,
  });

/** After any survey write: the lists, their answers and the doctors' pages read them. */
function useSurveyMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: contractQueryKey(surveyList) }),
        client.invalidateQueries({ queryKey: contractQueryKey(surveyResponses) }),
        client.invalidateQueries({ queryKey: contractQueryKey(doctorIndividual) }),
      ]);
    },
  });
}

export const useCreateSurvey = () => useSurveyMutation((body: ContractInput<typeof createSurvey>['body']) => callContract(createSurvey, { body }));

export const useUpdateSurvey = () =>
  useSurveyMutation(({ id, body }: { id: number; body: ContractInput<typeof updateSurvey>['body'] }) => callContract(updateSurvey, { params: { id }, body }));

export const useSetSurveyStatus = () =>
  useSurveyMutation(({ id, status }: { id: number; status: 'PUBLISHED' | 'CLOSED' }) => callContract(publishSurvey, { params: { id }, body: { status } }));

export const useEnterSurveyResponse = () =>
  useSurveyMutation(({ id, body }: { id: number; body: ContractInput<typeof enterSurveyResponse>['body'] }) => callContract(enterSurveyResponse, { params: { id }, body }));
