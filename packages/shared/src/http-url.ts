import { z } from 'zod';

/**
 * The one URL schema of the contracts: an absolute address whose scheme is http or https. A
 * `javascript:`, `data:` or `file:` address is refused by the server as the web form refuses it, with
 * the "must start with http:// or https://" message in the caller's language (an `invalid_format`
 * issue of format `url`). Every URL field of a contract is built from this; a bare `z.url()` or
 * `z.string().url()` elsewhere is found by a test (apps/server/test/url-schemes.test.ts).
 */
export function httpUrl() {
  return z.url({ protocol: /^https?$/, hostname: /^[^\s]+$/ });
}
