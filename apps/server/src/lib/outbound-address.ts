import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';

/**
 * One policy for every address the server calls on a tenant administrator's or user's word (a
 * company identity server, an assistant service, a mail relay): the address is resolved, every
 * address the name resolves to is checked, and the connection goes to the checked address, so a
 * name that resolves again differently (DNS rebinding) cannot move it. Loopback, private,
 * link-local (cloud metadata among them) and other special-purpose networks are refused unless the
 * operator lists them in `OUTBOUND_ALLOWED_NETWORKS`; redirects are followed by hand, each one
 * checked the same way. Addresses the operator configures (WeCom, WeChat, the SMS gateway) are not
 * a tenant's word and do not pass here.
 */

/** An IPv4 or IPv6 network; IPv4 is kept as its IPv4-mapped IPv6 form (::ffff:a.b.c.d). */
export interface Network {
  base: bigint;
  prefix: number;
  text: string;
}

const V4_MAPPED = 0xffffn << 32n;
const ALL = (1n << 128n) - 1n;

function v4ToBigint(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function v6ToBigint(text: string): bigint | null {
  let address = text.toLowerCase();
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  // A trailing dotted IPv4 part (::ffff:127.0.0.1) is two groups.
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = v4ToBigint(tail);
    if (v4 === null) return null;
    address = `${address.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  let value = 0n;
  for (const group of [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest]) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
    value = (value << 16n) | BigInt(parseInt(group, 16));
  }
  return value;
}

/** An address as a 128-bit number (IPv4 mapped into IPv6), or null when it is not an IP address. */
export function addressValue(address: string): bigint | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (isIP(bare) === 4) return V4_MAPPED | v4ToBigint(bare)!;
  if (isIP(bare) === 6 || bare.includes(':')) return v6ToBigint(bare);
  return null;
}

function maskOf(prefix: number): bigint {
  return prefix === 0 ? 0n : (ALL << BigInt(128 - prefix)) & ALL;
}

/** `10.0.0.0/8`, `fd00::/8`, or one address (`10.1.2.3`, `::1`); throws on anything else. */
export function parseNetwork(text: string): Network {
  const trimmed = text.trim();
  const [address = '', prefixText, extra] = trimmed.split('/');
  const isV4 = isIP(address) === 4;
  const value = addressValue(address);
  const width = isV4 ? 32 : 128;
  const prefix = prefixText === undefined ? width : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (value === null || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > width) {
    throw new Error(`"${trimmed}" is not a network (an address, or an address with a prefix length such as 10.0.0.0/8 or fd00::/8)`);
  }
  const full = isV4 ? prefix + 96 : prefix;
  return { base: value & maskOf(full), prefix: full, text: trimmed };
}

/** A comma-separated list of networks (the `OUTBOUND_ALLOWED_NETWORKS` setting). */
export function parseNetworks(list: string): Network[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parseNetwork);
}

function within(value: bigint, network: Network): boolean {
  return (value & maskOf(network.prefix)) === network.base;
}

/**
 * Networks that are not the public internet (IANA special-purpose registries, RFC 6890 and
 * successors): refused unless allowed. IPv4 is listed in its mapped form.
 */
const SPECIAL = [
  '0.0.0.0/8', // "this network", the unspecified address
  '10.0.0.0/8', // private
  '100.64.0.0/10', // shared address space (carrier NAT; some clouds' metadata, e.g. 100.100.100.200)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local, cloud metadata (169.254.169.254)
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments (some clouds' metadata)
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, broadcast
  '::/96', // unspecified, loopback, IPv4-compatible (IPv4-mapped is checked as IPv4)
  '::ffff:0:0:0/96', // IPv4-translated
  '64:ff9b:1::/48', // local-use IPv4/IPv6 translation
  '100::/64', // discard-only
  '2001::/23', // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
  '5f00::/16', // segment routing SIDs
  'fc00::/7', // unique local (AWS metadata fd00:ec2::254)
  'fe80::/10', // link-local
  'fec0::/10', // site-local (deprecated)
  'ff00::/8', // multicast
].map(parseNetwork);

const MAPPED = parseNetwork('::ffff:0:0/96');
const NAT64 = parseNetwork('64:ff9b::/96');
const SIX_TO_FOUR = parseNetwork('2002::/16');

/** The IPv4 address an IPv6 one carries and reaches (mapped, NAT64, 6to4), as a mapped value. */
function embeddedV4(value: bigint): bigint | null {
  if (within(value, MAPPED)) return null;
  if (within(value, NAT64)) return V4_MAPPED | (value & 0xffffffffn);
  if (within(value, SIX_TO_FOUR)) return V4_MAPPED | ((value >> 80n) & 0xffffffffn);
  return null;
}

/** Whether a value is in a special-purpose network: IPv4 (mapped) against the IPv4 list, IPv6 against the IPv6 one. */
function special(value: bigint): boolean {
  const v4 = within(value, MAPPED);
  return SPECIAL.some((network) => within(network.base, MAPPED) === v4 && within(value, network));
}

export type AddressClass = 'public' | 'special' | 'invalid';

/** Whether an address is on the public internet; an IPv6 address carrying an IPv4 one is judged by both. */
export function classifyAddress(address: string): AddressClass {
  const value = addressValue(address);
  if (value === null) return 'invalid';
  const carried = embeddedV4(value);
  return special(value) || (carried !== null && special(carried)) ? 'special' : 'public';
}

/** The refusal of an address by the policy: never says which rule, so it tells nothing about the network. */
export class OutboundRefused extends Error {
  readonly code = 'OUTBOUND_REFUSED';
}

export interface OutboundOptions {
  /** Networks the operator allows besides the public internet (`OUTBOUND_ALLOWED_NETWORKS`). */
  allowedNetworks: readonly string[];
  /** Name resolution (tests give their own); every address it returns is checked. */
  resolve?: (hostname: string) => Promise<string[]>;
}

const MAX_REDIRECTS = 5;
const CONNECT_TIMEOUT_MS = 10_000;

async function systemResolve(hostname: string): Promise<string[]> {
  return (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
}

/** `fetch` as the policy allows it: checked addresses, redirects followed by hand and checked. */
export type OutboundFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

export class OutboundPolicy {
  private readonly allowed: Network[];
  private readonly resolveName: (hostname: string) => Promise<string[]>;
  private readonly agent: Agent;

  constructor(options: OutboundOptions) {
    this.allowed = options.allowedNetworks.map(parseNetwork);
    this.resolveName = options.resolve ?? systemResolve;
    const connect = buildConnector({ timeout: CONNECT_TIMEOUT_MS });
    this.agent = new Agent({
      connect: (opts, callback) => {
        this.resolve(opts.hostname).then(
          // The checked address is the one connected to; the name stays the TLS server name and Host.
          (address) => connect({ ...opts, hostname: address, servername: opts.servername || (isIP(opts.hostname) ? undefined : opts.hostname) } as typeof opts, callback),
          (error: Error) => callback(error, null),
        );
      },
    });
  }

  /**
   * Whether the policy lets the server call this address (an IP address, not a name): one the
   * operator allows, or a public one (whose carried IPv4 address, if any, is allowed or public too).
   */
  permits(address: string): boolean {
    const value = addressValue(address);
    if (value === null) return false;
    const allowed = (v: bigint) => this.allowed.some((network) => within(v, network));
    if (allowed(value)) return true;
    if (special(value)) return false;
    const carried = embeddedV4(value);
    return carried === null || allowed(carried) || !special(carried);
  }

  /** The address to connect to for a host name or address: every address it resolves to must be allowed. */
  async resolve(hostname: string): Promise<string> {
    const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
    let addresses: string[];
    try {
      addresses = isIP(bare) ? [bare] : await this.resolveName(bare);
    } catch {
      throw new OutboundRefused(`${hostname} cannot be reached, or is not on a network this server may call`);
    }
    if (addresses.length === 0 || addresses.some((address) => !this.permits(address)))
      throw new OutboundRefused(`${hostname} cannot be reached, or is not on a network this server may call`);
    return addresses[0]!;
  }

  /** Throws unless the address is http(s) without user information. */
  checkUrl(input: string | URL): URL {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new OutboundRefused('not an address');
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw new OutboundRefused(`${url.protocol} addresses are not called`);
    return url;
  }

  /**
   * `fetch` through the policy. `redirect: 'manual'` hands a redirect back as it came; otherwise up
   * to five are followed, each address checked before it is called (a 303, or a 301/302 after a
   * POST, continues as a GET; credentials are not carried to another origin).
   */
  readonly fetch: OutboundFetch = async (input, init = {}) => {
    let url = this.checkUrl(input);
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    const headers = new Headers(init.headers);
    for (let hop = 0; ; hop++) {
      const response = (await undiciFetch(url, {
        ...(init as object),
        method,
        headers: Array.from(headers),
        body: body as never,
        redirect: 'manual',
        dispatcher: this.agent,
      })) as unknown as Response;
      const location = response.headers.get('location');
      if (init.redirect === 'manual' || ![301, 302, 303, 307, 308].includes(response.status) || !location) return response;
      await response.body?.cancel().catch(() => undefined);
      if (hop >= MAX_REDIRECTS) throw new OutboundRefused('too many redirects');
      if (init.redirect === 'error') throw new OutboundRefused('redirected');
      const next = this.checkUrl(new URL(location, url));
      if (response.status === 303 ? method !== 'HEAD' : (response.status === 301 || response.status === 302) && method === 'POST') {
        method = 'GET';
        body = null;
        headers.delete('content-type');
        headers.delete('content-length');
      }
      if (next.origin !== url.origin) {
        headers.delete('authorization');
        headers.delete('cookie');
      }
      url = next;
    }
  };

  /** Ends the policy's connections (the server is closing). */
  close(): Promise<void> {
    return this.agent.destroy();
  }
}

/** Whether an error (or its cause) is the policy's refusal. */
export function isOutboundRefused(error: unknown): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) if (e instanceof OutboundRefused) return true;
  return false;
}
