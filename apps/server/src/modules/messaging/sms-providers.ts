import type { Config } from '../../config';

export interface SmsDelivery {
  status: 'outbox' | 'sent';
  providerMessageId?: string;
}

/** A way to deliver a text message. The outbox keeps it for administrators to read. */
export interface SmsProvider {
  send(message: { phone: string; content: string; tenantRealm: string }): Promise<SmsDelivery>;
}

const outbox: SmsProvider = { send: async () => ({ status: 'outbox' }) };

/** A JSON SMS gateway: `POST {base}/messages` with `{phone, content, sender}`, answering `{id}`. */
function httpGateway(base: string, apiKey: string | undefined): SmsProvider {
  return {
    async send({ phone, content, tenantRealm }) {
      const response = await fetch(new URL('messages', base.endsWith('/') ? base : `${base}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ phone, content, sender: tenantRealm }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
      const body = (await response.json().catch(() => ({}))) as { id?: string | number };
      return { status: 'sent', providerMessageId: body.id === undefined ? undefined : String(body.id) };
    },
  };
}

/** Providers by the name clients put in the path: `outbox` always, `http` when a gateway is configured. */
export function smsProviders(config: Pick<Config, 'smsHttpBase' | 'smsHttpKey'>): Map<string, SmsProvider> {
  const providers = new Map<string, SmsProvider>([['outbox', outbox]]);
  if (config.smsHttpBase) providers.set('http', httpGateway(config.smsHttpBase, config.smsHttpKey));
  return providers;
}
