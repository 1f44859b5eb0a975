import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portalAnswerSurvey, portalSurveys, type PortalSurvey, type SurveyAnswers } from '@crm/shared/contracts/surveys';
import { contractPath } from '@crm/shared/contract';
import { doctorCall } from './doctor-client';
import { doctorToken } from './doctor-session';

export type { PortalSurvey, SurveyAnswers };

/** The published surveys the signed-in doctor may answer (only once their account is matched). */
export const useDoctorSurveys = (enabled: boolean) => {
  const token = doctorToken();
  return useQuery({
    queryKey: ['doctor', 'surveys', token],
    queryFn: () => doctorCall<PortalSurvey[]>(contractPath(portalSurveys), { token }),
    enabled,
    retry: false,
  });
};

export const useAnswerSurvey = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answers }: { id: number; answers: SurveyAnswers }) =>
      doctorCall<{ id: number; submittedAt: string }>(contractPath(portalAnswerSurvey, { id }), { method: 'POST', body: { answers }, token: doctorToken() }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['doctor', 'surveys'] }),
  });
};
