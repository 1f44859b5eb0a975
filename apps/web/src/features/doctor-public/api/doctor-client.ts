import { contractPath, type Contract, type ContractInput, type ContractResult } from '@crm/shared/contract';
import type { Envelope } from '@crm/shared/envelope';
import { acceptLanguage, i18n } from '@/lib/i18n/i18n';
import { enterpriseStore, apiBaseUrl } from '@/lib/session/enterprise-store';
import { doctorPublicNs } from '../locales/i18n';

/** A refused call of the doctor side, with the server's message in the user's language. */
export class DoctorApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DoctorApiError';
  }
}

/**
 * Calls an endpoint of the public doctor side as its contract declares it (all of them JSON): no
 * staff token, the realm header instead (spec 7.3); the doctor's own token when signed in. Kept apart
 * from the staff request layer so a doctor's 401 never touches a staff session.
 */
export async function callDoctorContract<C extends Contract>(contract: C, input: ContractInput<C>, token?: string | null): Promise<ContractResult<C>> {
  const enterprise = enterpriseStore.get();
  if (!enterprise) throw new DoctorApiError(i18n.t(`${doctorPublicNs}:errors.unknownEnterprise`), 404);
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown };
  const headers: Record<string, string> = { 'Accept-Language': acceptLanguage(), realm: enterprise.realm };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl(enterprise)}${contractPath(contract, params)}${search}`, {
      method: contract.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new DoctorApiError(i18n.t(`${doctorPublicNs}:errors.network`), 0);
  }
  const answer = (await response.json().catch(() => null)) as Envelope<ContractResult<C>> | null;
  if (response.ok && answer?.code === 200) return answer.result;
  throw new DoctorApiError(answer?.message || i18n.t(`${doctorPublicNs}:errors.network`), answer?.code ?? response.status);
}
