import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptSuggestion,
  dismissSuggestion,
  doctorSuggestions,
  mySuggestions,
  saveSuggestionSettings,
  suggestionAdoption,
  suggestionEffect,
  suggestionSettings,
  type DismissReason,
  type SuggestionSettings,
} from '@crm/shared/contracts/suggestions';
import { callContract } from '@/lib/request/contract-client';

const key = ['suggestions'];

/** The caller's suggestions of the day (today unless a day is given). */
export function useMySuggestions(date?: string) {
  return useQuery({ queryKey: [...key, 'my', date ?? 'today'], queryFn: () => callContract(mySuggestions, { query: date ? { date } : {} }) });
}

/** The caller's open suggestions about one doctor. */
export function useDoctorSuggestions(doctorId: number) {
  return useQuery({ queryKey: [...key, 'doctor', doctorId], queryFn: () => callContract(doctorSuggestions, { params: { doctorId } }) });
}

export function useAcceptSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callContract(acceptSuggestion, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDismissSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason, comment }: { id: number; reason: DismissReason; comment?: string }) =>
      callContract(dismissSuggestion, { params: { id }, body: comment ? { reason, comment } : { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useSuggestionEffect(from: string, to: string) {
  return useQuery({ queryKey: [...key, 'effect', from, to], queryFn: () => callContract(suggestionEffect, { query: { from, to } }) });
}

export function useSuggestionAdoption(from: string, to: string) {
  return useQuery({ queryKey: [...key, 'adoption', from, to], queryFn: () => callContract(suggestionAdoption, { query: { from, to } }) });
}

export function useSuggestionSettings() {
  return useQuery({ queryKey: [...key, 'settings'], queryFn: () => callContract(suggestionSettings, {}) });
}

export function useSaveSuggestionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SuggestionSettings) => callContract(saveSuggestionSettings, { body: settings }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
