import { and, eq, ne } from 'drizzle-orm';
import type { SignInSettings, SignInSettingsBody } from '@crm/shared/contracts/sign-in-settings';
import { enterprise } from '../../db/schema/platform/tenancy';
import { HttpError } from '../../lib/http-error';
import type { OutboundFetch } from '../../lib/outbound-address';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';
import { originOf } from '../../platform/route-access';
import type { Tenant } from '../../platform/tenant-directory';

const EMBEDDED_AUTH_ADDRESS = '/auth';
const DISCOVERY_TIMEOUT_MS = 5_000;

function settingsOf(tenant: Tenant, origin: string): SignInSettings {
  return {
    identityServer: tenant.externalIssuer ? tenant.authAddress.replace(/\/+$/, '') : null,
    realm: tenant.realm,
    clientId: tenant.clientId,
    userClaim: tenant.userClaim,
    redirectUris: tenant.redirectUris,
    passwordGrant: tenant.passwordGrant,
    issuer: tenant.externalIssuer ?? `${origin}${EMBEDDED_AUTH_ADDRESS}/realms/${tenant.realm}`,
  };
}

/**
 * A company identity server is kept only once it answers discovery for the realm as that issuer:
 * a wrong address would otherwise lock every user of the enterprise out, its administrator too. It
 * is called through the outbound-address policy, and an address the policy refuses gets the same
 * answer as one that does not answer: the answer tells nothing of the server's network.
 */
async function checkIdentityServer(send: OutboundFetch, issuer: string): Promise<void> {
  try {
    const response = await send(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
    const document = response.ok ? ((await response.json()) as { issuer?: unknown; authorization_endpoint?: unknown }) : null;
    if (document?.issuer === issuer && typeof document.authorization_endpoint === 'string') return;
  } catch {
    // Refused by the policy, unreachable or not JSON: all refused below, alike.
  }
  throw new HttpError(400, 'identityServerDiscoveryFailed', { issuer });
}

async function update(context: RequestContext, body: SignInSettingsBody): Promise<void> {
  const tenant = context.principal.tenant;
  const identityServer = body.identityServer?.replace(/\/+$/, '') ?? null;
  if (identityServer) await checkIdentityServer(context.host.outbound.fetch, `${identityServer}/realms/${body.realm}`);
  await context.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: enterprise.id })
      .from(enterprise)
      .where(and(eq(enterprise.realm, body.realm), ne(enterprise.id, tenant.id)))
      .limit(1);
    if (taken) throw new HttpError(400, 'realmTaken', { realm: body.realm });
    await tx
      .update(enterprise)
      .set({
        authAddress: identityServer ?? EMBEDDED_AUTH_ADDRESS,
        realm: body.realm,
        clientId: body.clientId,
        userClaim: body.userClaim,
        redirectUris: [...new Set(body.redirectUris)],
        passwordGrant: body.passwordGrant,
      })
      .where(eq(enterprise.id, tenant.id));
    await recordAudit(tx, context.request, {
      action: 'admin.signIn.update',
      entityType: 'enterprise',
      entityId: tenant.id,
      message: identityServer
        ? { key: 'signInIdentityServer', params: { address: `${identityServer}/realms/${body.realm}` } }
        : { key: 'signInBuiltIn', params: { realm: body.realm } },
      detail: { ...body, identityServer },
    });
  });
}

/** Where the enterprise's people sign in, as the administrator sees it. */
export function signInSettingsOf(context: RequestContext): SignInSettings {
  return settingsOf(context.principal.tenant, originOf(context.request));
}

/** The administrator chooses where the enterprise's people sign in; the tenant is read afresh. */
export async function changeSignInSettings(context: RequestContext, body: SignInSettingsBody): Promise<SignInSettings> {
  await update(context, body);
  context.host.tenants.forget();
  const tenant = await context.host.tenants.findByDomain(context.request.hostname);
  return settingsOf(tenant!, originOf(context.request));
}
