import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import type { z } from 'zod';
import type { costCentreBody, institutionBody, internalOrderBody, supplierBody } from '@crm/shared/meeting-master-schemas';
import { api } from '@/lib/request/api';
import { ccioKey, institutionKey, supplierKey } from './setup-keys';

export type InstitutionBody = z.input<typeof institutionBody>;
export type SupplierBody = z.input<typeof supplierBody>;
export type CostCentreBody = z.input<typeof costCentreBody>;
export type InternalOrderBody = z.input<typeof internalOrderBody>;

export interface Institution {
  id: number;
  name: string;
  nameEn: string | null;
  type: string;
  city: string | null;
  address: string | null;
  contactName: string | null;
  contactPhone: string | null;
  enabled: boolean;
  /** For English screens: the city's English name and the contact in pinyin. */
  cityEn: string | null;
  contactNameEn: string | null;
}

export interface Supplier {
  id: number;
  name: string;
  nameEn: string | null;
  creditCode: string;
  type: string;
  contactName: string | null;
  contactNameEn: string | null;
  contactPhone: string | null;
  qualificationExpiry: string | null;
  enabled: boolean;
  isQualified: boolean;
}

export interface CostCentre {
  id: number;
  code: string;
  name: string;
  nameEn: string | null;
  orgId: number | null;
  enabled: boolean;
}

export interface InternalOrder {
  id: number;
  code: string;
  name: string;
  nameEn: string | null;
  costCentreId: number;
  productId: number | null;
  year: number | null;
  enabled: boolean;
}

export interface MasterQuery {
  keyword?: string | undefined;
  page: number;
  size: number;
  costCentreId?: number | undefined;
}

/** A master-data list (institutions, suppliers, cost centres, internal orders) and its create/update calls. */
function masterData<Row, Body>(key: readonly string[], listUrl: string, itemUrl: string) {
  return {
    usePage: (query: MasterQuery) => useQuery({ queryKey: [...key, 'page', query], queryFn: () => api.get<Page<Row>>(listUrl, { ...query }), placeholderData: keepPreviousData }),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, body }: { id: number | null; body: Body }) =>
          id === null ? api.post<{ id: number }>(itemUrl, body, { json: true }) : api.put<{ id: number }>(`${itemUrl}/${id}`, body, { json: true }),
        onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
      });
    },
  };
}

export const institutions = masterData<Institution, InstitutionBody>(institutionKey, '/meeting/institution/page', '/meeting/institution');
export const suppliers = masterData<Supplier, SupplierBody>(supplierKey, '/meeting/supplier/page', '/meeting/supplier');
export const costCentres = masterData<CostCentre, CostCentreBody>(ccioKey, '/budget/cost-centre/page', '/budget/cost-centre');
export const internalOrders = masterData<InternalOrder, InternalOrderBody>(ccioKey, '/budget/internal-order/page', '/budget/internal-order');

export type MasterResource<Row, Body> = ReturnType<typeof masterData<Row, Body>>;
