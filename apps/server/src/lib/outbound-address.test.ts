import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyAddress, isOutboundRefused, OutboundPolicy, parseNetwork, parseNetworks } from './outbound-address';

describe('the outbound address classifier', () => {
  it('refuses the special IPv4 networks and passes public ones', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.100.100.200',
      '169.254.169.254',
      '0.0.0.0',
      '192.0.0.192',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      expect(classifyAddress(address), address).toBe('special');
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '192.169.0.1', '11.0.0.1']) expect(classifyAddress(address), address).toBe('public');
  });

  it('refuses the special IPv6 networks, and judges an IPv6 address carrying an IPv4 one by that one too', () => {
    for (const address of [
      '::',
      '::1',
      'fe80::1',
      'fe80::1%eth0',
      'fd00:ec2::254',
      'fc00::1',
      'ff02::1',
      '2001:db8::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      '64:ff9b::10.0.0.1',
      '2002:7f00:1::1',
      '2002:a9fe:a9fe::1',
    ]) {
      expect(classifyAddress(address), address).toBe('special');
    }
    for (const address of ['2606:4700:4700::1111', '2400:3200::1', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1'])
      expect(classifyAddress(address), address).toBe('public');
    expect(classifyAddress('example.com')).toBe('invalid');
    expect(classifyAddress('1.2.3.256')).toBe('invalid');
  });

  it('reads networks as CIDR or single addresses, and refuses anything else', () => {
    expect(parseNetworks(' 10.0.0.0/8, fd00::/8 ,127.0.0.1,').map((n) => n.text)).toEqual(['10.0.0.0/8', 'fd00::/8', '127.0.0.1']);
    expect(parseNetworks('')).toEqual([]);
    for (const bad of ['10.0.0.0/33', '::/129', 'example.com/8', '10.0.0/8', '10.0.0.0/8/1', '10.0.0.0/x']) expect(() => parseNetwork(bad), bad).toThrow(/is not a network/);
  });

  it('lets the operator allow networks, IPv4-mapped IPv6 included, and nothing beyond them', () => {
    const policy = new OutboundPolicy({ allowedNetworks: ['127.0.0.0/8', '10.20.0.0/16', 'fd12:3456::/32'] });
    for (const address of ['127.0.0.1', '::ffff:127.0.0.5', '10.20.3.4', '::ffff:10.20.3.4', 'fd12:3456::1', '64:ff9b::10.20.0.1', '8.8.8.8'])
      expect(policy.permits(address), address).toBe(true);
    for (const address of ['10.21.0.1', '::1', '169.254.169.254', '192.168.0.1', 'fd12:3457::1', 'fe80::1', 'localhost']) expect(policy.permits(address), address).toBe(false);
    const none = new OutboundPolicy({ allowedNetworks: [] });
    expect(['127.0.0.1', '::ffff:127.0.0.1', '10.20.3.4'].map((a) => none.permits(a))).toEqual([false, false, false]);
    void Promise.all([policy.close(), none.close()]);
  });
});

describe('the outbound fetch', () => {
  let server: http.Server;
  let port: number;
  const seen: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push(`${request.socket.localAddress} ${request.headers.host} ${request.url}`);
      if (request.url === '/to-loopback') return response.writeHead(302, { location: `http://127.0.0.1:${port}/inside` }).end();
      if (request.url === '/to-file') return response.writeHead(302, { location: 'file:///etc/passwd' }).end();
      response.end('inside');
    });
    // 127.0.0.2 stands for a public address (the policies below allow it); 127.0.0.1 for the inside.
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

  /** A policy that allows 127.0.0.2 only, with names resolved as the test says. */
  const policy = (names: Record<string, string[]> = {}) => new OutboundPolicy({ allowedNetworks: ['127.0.0.2/32'], resolve: async (name) => names[name] ?? [] });

  async function refused(call: Promise<unknown>): Promise<boolean> {
    try {
      await call;
      return false;
    } catch (error) {
      return isOutboundRefused(error);
    }
  }

  it('connects to the checked address, keeping the name for the Host header', async () => {
    const outbound = policy({ 'models.example.com': ['127.0.0.2'] });
    seen.length = 0;
    const response = await outbound.fetch(`http://models.example.com:${port}/v1`);
    expect(await response.text()).toBe('inside');
    expect(seen).toEqual([`127.0.0.2 models.example.com:${port} /v1`]);
    await outbound.close();
  });

  it('refuses a name when any address it resolves to is refused, and an address given as a number', async () => {
    const outbound = policy({ 'rebound.example.com': ['127.0.0.2', '127.0.0.1'], 'inside.example.com': ['10.0.0.1'] });
    seen.length = 0;
    expect(await refused(outbound.fetch(`http://rebound.example.com:${port}/`))).toBe(true);
    expect(await refused(outbound.fetch(`http://inside.example.com:${port}/`))).toBe(true);
    expect(await refused(outbound.fetch(`http://unknown.example.com:${port}/`))).toBe(true);
    expect(await refused(outbound.fetch(`http://127.0.0.1:${port}/`))).toBe(true);
    expect(await refused(outbound.fetch(`http://[::ffff:127.0.0.1]:${port}/`))).toBe(true);
    expect(await refused(outbound.fetch(`http://2130706433:${port}/`))).toBe(true);
    expect(seen).toEqual([]);
    await outbound.close();
  });

  it('checks every redirect before following it, and refuses other schemes', async () => {
    const outbound = policy();
    seen.length = 0;
    expect(await refused(outbound.fetch(`http://127.0.0.2:${port}/to-loopback`))).toBe(true);
    expect(seen).toEqual([`127.0.0.2 127.0.0.2:${port} /to-loopback`]);
    expect(await refused(outbound.fetch(`http://127.0.0.2:${port}/to-file`))).toBe(true);
    // Handed back as it came when the caller follows nothing.
    expect((await outbound.fetch(`http://127.0.0.2:${port}/to-loopback`, { redirect: 'manual' })).status).toBe(302);
    expect(await refused(outbound.fetch('file:///etc/passwd'))).toBe(true);
    expect(await refused(outbound.fetch(`http://user:secret@127.0.0.2:${port}/`))).toBe(true);
    await outbound.close();
  });
});
