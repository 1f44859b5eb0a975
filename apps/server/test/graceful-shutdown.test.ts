import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, sleep } from './ports';
import { builtServer } from './server-build';

const serverDir = path.resolve(import.meta.dirname, '..');

/** Whether a new connection to the port is refused, or answered 503 (the server is closing). */
async function newRequestRefused(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) });
    return response.status === 503;
  } catch {
    return true;
  }
}

/**
 * The real server process (the production build, on an embedded database of its own) receives SIGTERM while
 * a request is in flight: that request is answered, new ones are not taken, and the process exits 0.
 * The request in flight is a sign-in whose body is still arriving when the signal comes, so it is
 * certainly in flight, whatever the machine's speed.
 */
// The drain does not depend on the database: it runs in the embedded-database suite only.
describe.skipIf(process.env.TEST_DB === 'postgres')('SIGTERM', () => {
  let dataDir: string;
  let server: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-shutdown-'));
    port = await freePort();
    server = spawn(process.execPath, ['--enable-source-maps', builtServer()], {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'false', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let waited = 0; !output.includes('CRM ready'); waited += 250) {
      if (server.exitCode !== null) throw new Error(`the server exited before it was ready:\n${output}`);
      if (waited > 150_000) throw new Error(`the server was not ready in time:\n${output}`);
      await sleep(250);
    }
  }, 180_000);

  afterAll(() => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the request in flight, takes no new one, and exits cleanly', async () => {
    const body = 'client_id=crm-web&grant_type=refresh_token&refresh_token=a-refresh-token-nobody-was-given';
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /auth/realms/crm/protocol/openid-connect/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    await sleep(500);

    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    await sleep(1_000);
    // Still running: it waits for the request it has begun.
    expect(server.exitCode).toBeNull();
    expect(await newRequestRefused(port)).toBe(true);

    // The rest of the body, without closing the client's side: a client that half-closes its socket has
    // its request dropped by Node (no half-open HTTP connections), shutdown or not. Connection: close
    // makes the server end the connection once it has answered.
    socket.write(body.slice(10));
    await closed;
    expect(answer, output.slice(-3000)).toMatch(/^HTTP\/1\.1 (400|401) /);
    expect(answer).toContain('invalid_grant');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  }, 60_000);
});
