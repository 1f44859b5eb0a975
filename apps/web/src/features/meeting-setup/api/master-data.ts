import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import type { z } from 'zod';
import type { costCentreBody, institutionBody, internalOrderBody, supplierBody } from '@crm/shared/contracts/meeting-master-schemas';
import * as contracts from '@crm/shared/contracts/meeting-master-data';
import * as ccio from '@crm/shared/contracts/cost-centres';
import { callContract } from '@/lib/request/contract-client';
import { ccioKey, institutionKey, supplierKey } from './setup-keys';

export type InstitutionBody = z.input<typeof institutionBody>;
export type SupplierBody = z.input<typeof supplierBody>;
export type CostCentreBody = z.input<typeof costCentreBody>;
export type InternalOrderBody = z.input<typeof internalOrderBody>;
export type { Institution, Supplier } from '@crm/shared/contracts/meeting-master-data';
export type { CostCentre, InternalOrder } from '@crm/shared/contracts/cost-centres';

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
export const costCentres = masterData(ccioKey, {
  page: (query) => callContract(ccio.costCentrePage, { query }),
  create: (body: CostCentreBody) => callContract(ccio.createCostCentre, { body }),
  update: (id, body) => callContract(ccio.updateCostCentre, { params: { id }, body }),
});
export const internalOrders = masterData(ccioKey, {
  page: (query) => callContract(ccio.internalOrderPage, { query }),
  create: (body: InternalOrderBody) => callContract(ccio.createInternalOrder, { body }),
  update: (id, body) => callContract(ccio.updateInternalOrder, { params: { id }, body }),
});

export type MasterResource<Row, Body> = ReturnType<typeof masterData<Row, Body>>;
