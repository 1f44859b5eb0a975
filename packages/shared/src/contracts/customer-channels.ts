import { z } from 'zod';
import { contractGroup, defineContract } from '../contract';
import { CONTACT_CHANNELS, codesOf } from '../customer-reference';
import { pageOf } from '../envelope';

/**
 * A doctor's channel preferences (where the company may reach them and which way they prefer), and
 * binding doctors to the caller's WeCom external contacts (both the plain and the tp/ path variants).
 */

const tags = ['channels'];
const channelCode = z.enum(codesOf(CONTACT_CHANNELS));
const doctorParams = z.object({ id: z.coerce.number().int().positive() });

export const channelStateSchema = z.object({
  channel: z.string(),
  label: z.string(),
  labelEn: z.string(),
  allowed: z.boolean(),
  preferred: z.boolean(),
  wecomBinding: z.object({ externalUserId: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable().describe('the caller’s binding, on the WECOM channel'),
});
/** A contact channel with whether the doctor may be reached on it and the caller's WeCom binding. */
export type ChannelState = z.infer<typeof channelStateSchema>;

export const wecomBindingSchema = z.object({
  doctorId: z.number().int(),
  externalUserId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  boundAt: z.string(),
  refreshedAt: z.string().nullable(),
});
export type WecomBinding = z.infer<typeof wecomBindingSchema>;

export const wecomFriendSchema = z.object({
  externalUserId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  corpName: z.string().nullable(),
  remark: z.string().nullable(),
  boundDoctor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
/** One of the caller's WeCom external contacts, with the doctor it is bound to. */
export type WecomFriend = z.infer<typeof wecomFriendSchema>;

/** Changes to a doctor's channels and WeCom binding. */
const channelEditCall = contractGroup({ tags, access: { permission: 'customer:channel:edit' } });
/** A doctor's channels as their profile shows them. */
const channelViewCall = contractGroup({ method: 'GET', tags, access: { permission: 'customer:doctor:view' } });

export const setChannels = channelEditCall({
  method: 'POST',
  path: '/channel/set',
  summary: 'Sets the channels a doctor may be reached on (the others are closed) and at most one preferred',
  description: 'A preferred channel is opened too when it is not among `channels`.',
  body: z.object({ doctorId: z.number().int().positive(), channels: z.array(channelCode).max(5), preferred: channelCode.nullable().optional() }),
  encoding: 'json',
  result: z.array(channelStateSchema),
});

export const findChannels = channelViewCall({
  path: '/channel/find/:id',
  summary: 'A doctor’s channels with the caller’s WeCom binding',
  params: doctorParams,
  result: z.array(channelStateSchema),
});

export const wecomFriendPage = channelViewCall({
  path: '/bind/friend/list/:page/:size',
  summary: 'A page of the caller’s WeCom external contacts with the doctor each is bound to',
  description: 'The list is fetched from WeCom when older than ten minutes, or with refresh=true.',
  params: z.object({ page: z.coerce.number().int().min(0), size: z.coerce.number().int().min(1).max(100) }),
  query: z.object({ keyword: z.string().trim().max(50).optional(), refresh: z.enum(['true', 'false']).default('false') }),
  result: pageOf(wecomFriendSchema),
});

export const bindWecomContact = channelEditCall({
  method: 'POST',
  path: '/bind/external/user',
  summary: 'Binds a doctor to one of the caller’s WeCom external contacts (checked with WeCom); opens the WECOM channel',
  body: z.object({ doctorId: z.number().int().positive(), externalUserId: z.string().trim().min(1).max(64) }),
  encoding: 'json',
  result: wecomBindingSchema,
});

const refreshSummary = 'Re-reads the caller’s bound contact of a doctor from WeCom; answers null when the contact is gone (and unbinds it)';

export const refreshWecomBinding = channelEditCall({
  method: 'GET',
  path: '/bind/friend/list/refresh/:id',
  summary: refreshSummary,
  params: doctorParams,
  result: wecomBindingSchema.nullable(),
});

export const refreshWecomBindingTp = channelEditCall({
  method: 'GET',
  path: '/tp/bind/sync/external/contact/single',
  summary: `${refreshSummary} (third-party app variant)`,
  query: z.object({ doctorId: z.coerce.number().int().positive() }),
  result: wecomBindingSchema.nullable(),
});

export const refreshWecomChannel = channelEditCall({
  method: 'PUT',
  path: '/bind/refresh/channel/:id',
  summary: 'Recomputes a doctor’s WECOM channel from the bindings, and answers the channels',
  params: doctorParams,
  result: z.array(channelStateSchema),
});

const unbind = {
  method: 'DELETE',
  tags,
  summary: 'Removes the caller’s WeCom binding of a doctor; answers whether one existed',
  access: { permission: 'customer:channel:edit' },
  params: doctorParams,
  result: z.object({ unbound: z.boolean() }),
} as const;

export const unbindWecomContact = defineContract({ ...unbind, path: '/bind/doctor/unbind/:id' });
export const unbindWecomContactTp = defineContract({ ...unbind, path: '/tp/bind/doctor/unbind/:id' });
