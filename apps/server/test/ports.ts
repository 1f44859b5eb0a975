import fs from 'node:fs';
import net from 'node:net';

/**
 * Where the system's ephemeral ports start: the local ports of outgoing connections come from there,
 * so a port handed out from that range can be taken by a connection (to PostgreSQL, say) before the
 * server meant for it listens (EADDRINUSE when ten instances start at once).
 */
function ephemeralStart(): number {
  try {
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const value = Number(low);
    if (Number.isInteger(value) && value > 12_000) return value;
  } catch {
    // Not Linux: the IANA range.
  }
  return 49_152;
}

const RANGE_START = 10_000;
const RANGE_END = ephemeralStart();
const handedOut = new Set<number>();

function listensOn(port: number): Promise<boolean> {
  const probe = net.createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A TCP port on loopback that nothing listens on now, for a server process or database a test starts:
 * below the ephemeral range, and never the same one twice in a process.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = RANGE_START + Math.floor(Math.random() * (RANGE_END - RANGE_START));
    if (handedOut.has(port) || !(await listensOn(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${RANGE_START} and ${RANGE_END}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
