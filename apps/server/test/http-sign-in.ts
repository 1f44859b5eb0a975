import { DEMO_PASSWORD, REALM, TENANT_A } from './helpers';

/** Signs a demo user of the first enterprise in over HTTP at `origin` (an instance or a proxy in front of some); answers the access token. */
export async function signInOverHttp(origin: string, username: string): Promise<string> {
  const answer = await fetch(`${origin}/auth/realms/${REALM[TENANT_A]}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'crm-web', grant_type: 'password', username, password: DEMO_PASSWORD }).toString(),
  });
  if (answer.status !== 200) throw new Error(`signing ${username} in answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}
