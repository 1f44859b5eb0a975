import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import type { z } from 'zod';
import type { costCentreBody, institutionBody, internalOrderBody, supplierBody } from '@crm/shared/meeting-master-schemas';
import * as contracts from '@crm/shared/contracts/meeting-master-data';
import { api } from '@/lib/request/api';
import { callContract } from '@/lib/request/contract-client';
import { ccioKey, institutionKey, supplierKey } from './setup-keys';

export type InstitutionBody = z.input<typeof institutionBody>;
export type SupplierBody = z.input<typeof supplierBody>;
export type CostCentreBody = z.input<typeof costCentreBody>;
export type InternalOrderBody = z.input<typeof internalOrderBody>;
export type { Institution, Supplier } from '@crm/shared/contracts/meeting-master-data';

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

/** The calls behind a master-data list: its page, and create and update. */
interface MasterCalls<Row, Body> {
  page: (query: MasterQuery) => Promise<Page<Row>>;
  create: (body: Body) => Promise<{ id: number }>;
  update: (id: number, body: Body) => Promise<{ id: number }>;
}

/** A master-data list (institutions, suppliers, cost centres, internal orders) and its create/update calls. */
function masterData<Row, Body>(key: readonly string[], calls: MasterCalls<Row, Body>) {
  return {
    usePage: (query: MasterQuery) => useQuery({ queryKey: [...key, 'page', query], queryFn: () => calls.page(query), placeholderData: keepPreviousData }),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, body }: { id: number | null; body: Body }) => (id === null ? calls.create(body) : calls.update(id, body)),
        onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
      });
    },
  };
}

/** The hand-called lists: each with its list address and its item address. */
function byUrl<Row, Body>(listUrl: string, itemUrl: string): MasterCalls<Row, Body> {
  return {
    page: (query) => api.get<Page<Row>>(listUrl, { ...query }),
    create: (body) => api.post<{ id: number }>(itemUrl, body, { json: true }),
    update: (id, body) => api.put<{ id: number }>(`${itemUrl}/${id}`, body, { json: true }),
  };
}

export const institutions = masterData(institutionKey, {
  page: (query) => callContract(contracts.institutionPage, { query }),
  create: (body: InstitutionBody) => callContract(contracts.createInstitution, { body }),
  update: (id, body) => callContract(contracts.updateInstitution, { params: { id }, body }),
});
export const suppliers = masterData(supplierKey, {
  page: (query) => callContract(contracts.supplierPage, { query }),
  create: (body: SupplierBody) => callContract(contracts.createSupplier, { body }),
  update: (id, body) => callContract(contracts.updateSupplier, { params: { id }, body }),
});
export const costCentres = masterData(ccioKey, byUrl<CostCentre, CostCentreBody>('/budget/cost-centre/page', '/budget/cost-centre'));
export const internalOrders = masterData(ccioKey, byUrl<InternalOrder, InternalOrderBody>('/budget/internal-order/page', '/budget/internal-order'));

export type MasterResource<Row, Body> = ReturnType<typeof masterData<Row, Body>>;
