import { queryOptions } from '@tanstack/react-query';
import { contractPath, type Contract, type ContractInput, type ContractResult } from '@crm/shared/contract';
import { apiRequest, http, type ApiOptions } from './http';
import { readCached, writeCached } from './request-cache';

/** Options a caller may add; the encoding is never among them: it comes from the contract. */
export type CallOptions = Omit<ApiOptions, 'json' | 'multipart'>;

/**
 * Calls an endpoint as its contract declares it: method, path with its params, query, and the
 * body in the contract's encoding. Answers the envelope's `result` (a Blob for file downloads).
 */
export async function callContract<C extends Contract>(contract: C, input: ContractInput<C>, options: CallOptions = {}): Promise<ContractResult<C>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const config = {
    ...options,
    method: contract.method.toLowerCase(),
    url: contractPath(contract, params),
    params: query,
    data: body,
    json: contract.encoding === 'json',
    multipart: contract.encoding === 'multipart',
  };
  if (contract.result === 'file') {
    const response = await http.request<Blob>({ showError: false, ...config, responseType: 'blob' });
    return response.data as ContractResult<C>;
  }
  // Spec 9's opt-in cache of identical reads, for a few seconds.
  if (!options.cache || contract.method !== 'GET') return apiRequest<ContractResult<C>>(config);
  const key = `${config.url}?${JSON.stringify(query ?? {})}`;
  const cached = readCached(key);
  if (cached.hit) return cached.value as ContractResult<C>;
  const result = await apiRequest<ContractResult<C>>(config);
  writeCached(key, result);
  return result;
}

/** The query key of a call: the contract's method and path, then its input. */
export function contractQueryKey<C extends Contract>(contract: C, input?: ContractInput<C>) {
  return input === undefined ? [contract.method, contract.path] : [contract.method, contract.path, input];
}

/** TanStack Query options for a read through its contract, keyed by contract and input. */
export function contractQueryOptions<C extends Contract>(contract: C, input: ContractInput<C>, options: CallOptions = {}) {
  return queryOptions({
    queryKey: contractQueryKey(contract, input),
    queryFn: () => callContract(contract, input, options),
  });
}
