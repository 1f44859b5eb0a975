import { api } from '@/lib/request/api';
import type { TokenResponse } from '@/lib/session/tokens';

/** Base of the server's WeCom adapter: configurable, the tenant's interface base by default. */
function wecomBase(): { baseURL?: string } {
  const configured = import.meta.env.VITE_WECOM_API_BASE as string | undefined;
  return configured ? { baseURL: configured } : {};
}

/** The WeCom OAuth address that signs the member in and comes back to `redirectUri` with a code. */
export async function wecomAuthorizeUrl(redirectUri: string): Promise<string> {
  const { url } = await api.get<{ url: string }>('/API-SYSTEM/wecom/authorize-url', { redirectUri }, { ...wecomBase(), withToken: false, showError: false });
  return url;
}

/** Trades the code WeCom returned for this realm's tokens. */
export function wecomLogin(code: string): Promise<TokenResponse> {
  return api.post<TokenResponse>('/API-SYSTEM/wecom/login', { code }, { ...wecomBase(), withToken: false, json: true, showError: false });
}
