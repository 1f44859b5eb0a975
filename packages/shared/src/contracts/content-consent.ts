import { z } from 'zod';
import { defineContract } from '../contract';
import { CONTENT_CHANNELS } from './content-channels';
import { tags, idParams } from './content-common';

/** Doctors' consent to content per channel and per product, with its append-only history. */

export const CONSENT_SOURCES = ['PORTAL', 'REP_ATTESTED', 'IMPORT', 'UNSUBSCRIBE_LINK'] as const;
export const CONSENT_ACTIONS = ['OPT_IN', 'OPT_OUT', 'OBJECT', 'WITHDRAW_OBJECTION'] as const;

/** The opt-in (or other change) a send was admitted on: the doctor's last channel-wide consent change before it. */
export const consentCheckSchema = z.object({ action: z.enum(CONSENT_ACTIONS), source: z.enum(CONSENT_SOURCES), at: z.string() });

export const consentStateSchema = z.object({
  channel: z.enum(CONTENT_CHANNELS),
  state: z.enum(['OPT_IN', 'OPT_OUT', 'NONE']),
  objection: z.boolean(),
  source: z.string().nullable(),
  textVersion: z.string().nullable(),
  changedAt: z.string().nullable(),
});
/** Consent for one product's content on a channel: it decides for that product's articles over the channel consent. */
export const productConsentSchema = z.object({
  channel: z.enum(CONTENT_CHANNELS),
  productId: z.number().int(),
  productName: z.string(),
  state: z.enum(['OPT_IN', 'OPT_OUT']),
  source: z.string(),
  textVersion: z.string().nullable(),
  changedAt: z.string(),
});
export type ProductConsent = z.infer<typeof productConsentSchema>;
export const consentHistorySchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  /** The product the change was about; null for the whole channel. */
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  action: z.enum(CONSENT_ACTIONS),
  source: z.enum(CONSENT_SOURCES),
  textVersion: z.string().nullable(),
  attestation: z.string().nullable(),
  actorName: z.string().nullable(),
  occurredAt: z.string(),
});
export const doctorConsentSchema = z.object({
  states: z.array(consentStateSchema),
  products: z.array(productConsentSchema),
  history: z.array(consentHistorySchema),
});
export type DoctorConsent = z.infer<typeof doctorConsentSchema>;

export const getDoctorConsent = defineContract({
  method: 'GET',
  path: '/content/consent/:id',
  tags,
  summary: 'A doctor’s consent per channel and per product, and its append-only history',
  access: { permission: 'content:article:list' },
  params: idParams,
  result: doctorConsentSchema,
});

export const recordConsent = defineContract({
  method: 'POST',
  path: '/content/consent/:id',
  tags,
  summary: 'Records an opt-in (with its source and consent text version), an opt-out or an objection, for a channel or one product on it',
  access: { permission: 'content:article:send' },
  params: idParams,
  body: z.object({
    channel: z.enum(CONTENT_CHANNELS),
    productId: z.number().int().positive().nullable().default(null).describe('The product whose content the consent is about; null for every product'),
    action: z.enum(CONSENT_ACTIONS),
    source: z.enum(['PORTAL', 'REP_ATTESTED', 'IMPORT']),
    textVersion: z.string().trim().min(1).max(40),
    attestation: z.string().trim().max(500).nullable().default(null),
  }),
  encoding: 'json',
  result: doctorConsentSchema,
});
