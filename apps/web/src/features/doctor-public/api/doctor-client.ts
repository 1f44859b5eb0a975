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
 * Calls of the public doctor side: no staff token, the realm header instead (spec 7.3); the
 * doctor's own token when signed in. Kept apart from the staff request layer so a doctor's
 * 401 never touches a staff session.
 */
export async function doctorCall<T>(path: string, options: { method?: 'GET' | 'POST'; body?: unknown; token?: string | null } = {}): Promise<T> {
  const enterprise = enterpriseStore.get();
  if (!enterprise) throw new DoctorApiError(i18n.t(`${doctorPublicNs}:errors.unknownEnterprise`), 404);
  const headers: Record<string, string> = { 'Accept-Language': acceptLanguage(), realm: enterprise.realm };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl(enterprise)}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new DoctorApiError(i18n.t(`${doctorPublicNs}:errors.network`), 0);
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && body?.code === 200) return body.result;
  throw new DoctorApiError(body?.message || i18n.t(`${doctorPublicNs}:errors.network`), body?.code ?? response.status);
}
