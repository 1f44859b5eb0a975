import { z } from 'zod';

/** A yes/no query parameter: `true` or `false` in the address, a boolean once read. */
export const queryBoolean = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((value) => value === true || value === 'true');
