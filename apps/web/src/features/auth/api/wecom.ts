import * as contracts from '@crm/shared/contracts/wecom-sign-in';
import { callContract } from '@/lib/request/contract-client';
import type { TokenResponse } from '@/lib/session/tokens';

/** Base of the server's WeCom adapter: configurable, the tenant's interface base by default. */
function wecomBase(): { baseURL?: string } {
  const configured = import.meta.env.VITE_WECOM_API_BASE as string | undefined;
  return configured ? { baseURL: configured } : {};
}

const quietly = () => ({ ...wecomBase(), withToken: false, showError: false });

/** The WeCom OAuth address that signs the member in and comes back to `redirectUri` with a code. */
export async function wecomAuthorizeUrl(redirectUri: string): Promise<string> {
  const { url } = await callContract(contracts.wecomAuthorizeUrl, { query: { redirectUri } }, quietly());
  return url;
}

/** Trades the code WeCom returned for this realm's tokens. */
export function wecomLogin(code: string): Promise<TokenResponse> {
  return callContract(contracts.wecomLogin, { body: { code } }, quietly());
}
