import { SignJWT } from 'jose';
import type { DashboardEmbed } from '@crm/shared/contracts/analytics';
import type { EmbeddedDashboards } from '../../../config';

/**
 * A Metabase signed embed: a JWT naming the site's dashboard, signed (HS256) with the site's
 * embedding secret and expiring after the configured minutes, in the site's embed address. The
 * secret stays on the server; the browser receives only the signed link.
 */
export async function signedEmbed(site: EmbeddedDashboards, externalId: string, now = new Date()): Promise<DashboardEmbed> {
  const expires = new Date(now.getTime() + site.minutes * 60_000);
  const resource = /^\d+$/.test(externalId) ? Number(externalId) : externalId;
  const token = await new SignJWT({ resource: { dashboard: resource }, params: {} })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(new TextEncoder().encode(site.secret));
  return { url: `${site.site.replace(/\/+$/, '')}/embed/dashboard/${token}#bordered=false&titled=false`, expiresAt: expires.toISOString() };
}
