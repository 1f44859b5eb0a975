import { z } from 'zod';
import messages from './server-messages.json' with { type: 'json' };

/** The key of a message the server sends. */
export type ServerMessageKey = keyof typeof messages;

const keys = Object.keys(messages) as [ServerMessageKey, ...ServerMessageKey[]];
const bilingual = z.strictObject({ zh: z.string().min(1), en: z.string().min(1) });

/** Messages the server puts in `message` or `error_description`, in both languages (server-messages.json, checked when read). */
export const serverMessages = z.record(z.enum(keys), bilingual).parse(messages);
