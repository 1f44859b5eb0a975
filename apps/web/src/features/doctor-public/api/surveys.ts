import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portalAnswerSurvey, portalSurveys, type PortalSurvey, type SurveyAnswers } from '@crm/shared/contracts/surveys';
import { callDoctorContract } from './doctor-client';
import { doctorToken } from './doctor-session';

export type { PortalSurvey, SurveyAnswers };

/** The published surveys the signed-in doctor may answer (only once their account is matched). */
export const useDoctorSurveys = (enabled: boolean) => {
  const token = doctorToken();
  return useQuery({
    queryKey: ['doctor', 'surveys', token],
    queryFn: () => callDoctorContract(portalSurveys, {}, token),
    enabled,
    retry: false,
  });
};

export const useAnswerSurvey = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answers }: { id: number; answers: SurveyAnswers }) => callDoctorContract(portalAnswerSurvey, { params: { id }, body: { answers } }, doctorToken()),
    onSuccess: () => client.invalidateQueries({ queryKey: ['doctor', 'surveys'] }),
  });
};
