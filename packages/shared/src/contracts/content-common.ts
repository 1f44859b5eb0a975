import { z } from 'zod';
import { contractGroup } from '../contract';

/** The pieces every content contract file shares: its tag, an id in the path, paging, and date and time of day. */

export const tags = ['content'];
export const id = z.coerce.number().int().positive();
export const idParams = z.object({ id });
export const pageQuery = { page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(100).default(20) };
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** A content center read open to whoever may list articles: channels, consent, figures and sends. */
export const contentReadCall = contractGroup({ method: 'GET', tags, access: { permission: 'content:article:list' } });
