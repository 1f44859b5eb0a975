import nodemailer, { type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { ContentChannel } from '@crm/shared/contracts/content-channels';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { OutboundPolicy } from '../../lib/outbound-address';
import { contentEmailOutbox } from '../../db/schema/content/content';
import { WecomClient } from '../identity/index';
import { smsProviders, keepSentSms } from '../messaging/index';

/**
 * The three ways an article goes out. Each adapter speaks its real protocol and has an embedded
 * default: e-mail over SMTP (or the outbox table), SMS through the messaging providers (or their
 * outbox), WeCom through its customer-contact API at the configured base.
 */

export interface OutgoingMessage {
  tenantId: number;
  tenantRealm: string;
  sendId: number;
  address: string;
  subject: string;
  html: string;
  text: string;
  link: { title: string; description: string; url: string; coverUrl: string | null };
  /** The sender's WeCom member id and the tenant's corp, for WeCom. */
  wecom?: { corpId: string; secret: string; senderUserId: string } | undefined;
  /** The tenant's own mail relay, used before the server-wide one. */
  smtpUrl?: string | null | undefined;
}

export type ChannelSender = (message: OutgoingMessage) => Promise<{ providerMessageId: string | null }>;

export class ChannelError extends Error {}

/** Transports kept at most, by relay and checked address. */
const TRANSPORTS_KEPT = 100;

export function channelSenders(db: Database, config: Config, outbound: OutboundPolicy): Record<ContentChannel, ChannelSender> {
  const transporters = new Map<string, Transporter>();
  /**
   * A tenant's own relay is its administrator's word: its host is resolved and checked by the
   * outbound-address policy at every send, and the connection goes to the checked address (the name
   * stays the TLS server name). The server-wide relay is the operator's and is used as configured.
   */
  const transporterFor = async (relay: string, own: boolean): Promise<Transporter> => {
    const options = own ? parseConnectionUrl(relay) : null;
    const address = options?.host ? await outbound.resolve(options.host) : null;
    const key = `${relay}\n${address ?? ''}`;
    let transporter = transporters.get(key);
    if (!transporter) {
      if (transporters.size >= TRANSPORTS_KEPT) transporters.clear();
      transporter =
        options && address ? nodemailer.createTransport({ ...options, host: address, tls: { ...options.tls, servername: options.host! } }) : nodemailer.createTransport(relay);
      transporters.set(key, transporter);
    }
    return transporter;
  };
  const email: ChannelSender = async (message) => {
    const relay = message.smtpUrl ?? config.smtpUrl;
    if (!relay) {
      const [kept] = await db
        .insert(contentEmailOutbox)
        .values({ tenantId: message.tenantId, sendId: message.sendId, toAddress: message.address, subject: message.subject, html: message.html })
        .returning({ id: contentEmailOutbox.id });
      return { providerMessageId: `outbox-${kept!.id}` };
    }
    const transporter = await transporterFor(relay, Boolean(message.smtpUrl));
    const info = await transporter.sendMail({ from: config.smtpFrom, to: message.address, subject: message.subject, html: message.html, text: message.text });
    return { providerMessageId: info.messageId ?? null };
  };

  const providers = smsProviders(config);
  const sms: ChannelSender = async (message) => {
    const name = providers.has('http') ? 'http' : 'outbox';
    const delivery = await providers.get(name)!.send({ phone: message.address, content: message.text, tenantRealm: message.tenantRealm });
    const kept = await keepSentSms(db, {
      tenantId: message.tenantId,
      provider: name,
      phone: message.address,
      content: message.text,
      status: delivery.status,
      providerMessageId: delivery.providerMessageId ?? null,
    });
    return { providerMessageId: delivery.providerMessageId ?? `outbox-${kept}` };
  };

  const tokens = new WecomClient(config.wecomApiBase);
  const wecom: ChannelSender = async (message) => {
    if (!message.wecom) throw new ChannelError('WeCom is not configured for this tenant or sender');
    const { corpId, secret, senderUserId } = message.wecom;
    const url = new URL('/cgi-bin/externalcontact/add_msg_template', config.wecomApiBase);
    url.searchParams.set('access_token', await tokens.accessToken(corpId, secret));
    // The member confirms the message in WeCom; the link card is the tracked article link.
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(10_000),
      body: JSON.stringify({
        chat_type: 'single',
        external_userid: [message.address],
        sender: senderUserId,
        text: { content: message.text },
        attachments: [
          {
            msgtype: 'link',
            link: { title: message.link.title, desc: message.link.description, url: message.link.url, ...(message.link.coverUrl ? { picurl: message.link.coverUrl } : {}) },
          },
        ],
      }),
    });
    if (!response.ok) throw new ChannelError(`WeCom answered HTTP ${response.status}`);
    const body = (await response.json()) as { errcode?: number; errmsg?: string; msgid?: string; fail_list?: string[] };
    if (body.errcode) throw new ChannelError(`WeCom error ${body.errcode}: ${body.errmsg ?? ''}`);
    if (body.fail_list?.includes(message.address)) throw new ChannelError('WeCom could not reach this contact');
    return { providerMessageId: body.msgid ?? null };
  };

  return { EMAIL: email, SMS: sms, WECOM: wecom };
}
