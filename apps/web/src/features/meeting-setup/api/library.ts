import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MATERIAL_TYPES, libraryMaterialBody, libraryVersionBody } from '@crm/shared/contracts/meeting-master-schemas';
import * as contracts from '@crm/shared/contracts/medical-library';
import { callContract } from '@/lib/request/contract-client';
import { libraryKey } from './setup-keys';

export type { Material, MaterialVersion } from '@crm/shared/contracts/medical-library';

export interface LibraryQuery {
  materialType?: (typeof MATERIAL_TYPES)[number] | undefined;
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
    queryFn: () => callContract(contracts.libraryPage, { query }),
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
    queryFn: () => callContract(contracts.materialVersions, { params: { id: materialId } }),
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
    mutationFn: (body: MaterialBody) => callContract(contracts.addMaterial, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKey }),
  });
}

export function useAddVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ materialId, body }: { materialId: number; body: VersionBody }) => callContract(contracts.addMaterialVersion, { params: { id: materialId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKey }),
  });
}

/** Approves a version after review (earlier approved ones expire), or withdraws one from use. */
export function useReviewVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, action }: { versionId: number; action: 'approve' | 'expire' }) =>
      callContract(action === 'approve' ? contracts.approveMaterialVersion : contracts.expireMaterialVersion, { params: { id: versionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKey }),
  });
}
