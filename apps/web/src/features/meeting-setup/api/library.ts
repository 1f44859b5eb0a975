import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import type { z } from 'zod';
import type { libraryMaterialBody, libraryVersionBody } from '@crm/shared/meeting-master-schemas';
import { api } from '@/lib/request/api';
import { libraryKey } from './setup-keys';

export interface MaterialVersion {
  id: number;
  version: number;
  status: string;
  fileName: string | null;
  url: string | null;
  approvalCode: string | null;
  validUntil: string;
  approvedAt: string | null;
}

export interface Material {
  id: number;
  materialType: string;
  title: string;
  titleEn: string | null;
  productId: number | null;
  latest: MaterialVersion | null;
  usableVersionId: number | null;
}

export interface LibraryQuery {
  materialType?: string | undefined;
  keyword?: string | undefined;
  usableOnly?: boolean;
  page: number;
  size: number;
}

export type MaterialBody = z.input<typeof libraryMaterialBody>;
export type VersionBody = z.input<typeof libraryVersionBody>;

export function libraryQueryOptions(query: LibraryQuery) {
  return queryOptions({
    queryKey: [...libraryKey, 'page', query],
    queryFn: () => api.get<Page<Material>>('/meeting/library/page', { ...query }),
    placeholderData: keepPreviousData,
  });
}

/** Materials with their latest version and the version a meeting may use now. */
export function useLibrary(query: LibraryQuery) {
  return useQuery(libraryQueryOptions(query));
}

export function versionsQueryOptions(materialId: number) {
  return queryOptions({
    queryKey: [...libraryKey, 'versions', materialId],
    queryFn: () => api.get<MaterialVersion[]>(`/meeting/library/${materialId}/versions`),
  });
}

/** Every version of a material, newest first. */
export function useMaterialVersions(materialId: number) {
  return useQuery(versionsQueryOptions(materialId));
}

/** Adds a material with its first version (in review), or the next version of a material. */
export function useAddMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MaterialBody) => api.post<{ materialId: number; versionId: number }>('/meeting/library', body, { json: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKey }),
  });
}

export function useAddVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ materialId, body }: { materialId: number; body: VersionBody }) =>
      api.post<{ versionId: number }>(`/meeting/library/${materialId}/version`, body, { json: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKey }),
  });
}

/** Approves a version after review (earlier approved ones expire), or withdraws one from use. */
export function useReviewVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, action }: { versionId: number; action: 'approve' | 'expire' }) =>
      api.post<{ id: number; status: string }>(`/meeting/library/version/${versionId}/${action}`, {}, { json: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKey }),
  });
}
