import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client, type IMessage } from '@stomp/stompjs';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { DatabaseHandle } from '../src/db/client';
import { publishNotification } from '../src/modules/notifications/notify';
import { testDatabaseKind } from './database';
import { TENANT_A, buildTestApp, openTestDatabase, type TestApp } from './helpers';
import { signInOverHttp } from './http-sign-in';
import { freePort, sleep } from './ports';

const nginxBinary = ['nginx', '/usr/sbin/nginx'].find((binary) => spawnSync(binary, ['-v']).status === 0);
const siteConf = path.resolve(import.meta.dirname, '../../../deploy/nginx.conf');
const METRICS_TOKEN = 'scrape-secret-of-the-proxy-test';

/**
 * The deployment kit's nginx site (deploy/nginx.conf), unchanged but for its addresses, in front of two
 * instances: it balances and passes over an instance that is down, upgrades the notification socket,
 * streams the assistant's answer as the model writes it, and keeps /metrics off the public address.
 * Runs where nginx is installed (CI installs it), once, beside the embedded database.
 */
describe.runIf(nginxBinary !== undefined && testDatabaseKind === 'pglite')('the deployment kit’s nginx in front of two instances', () => {
  let database: DatabaseHandle;
  const instances: Array<TestApp & { port: number }> = [];
  let dir: string;
  let nginx: ChildProcess | undefined;
  let port: number;
  let model: http.Server | undefined;
  let nginxLog = '';

  beforeAll(async () => {
    database = await openTestDatabase();
    for (let i = 0; i < 2; i++) {
      const instance = await buildTestApp({ database, config: { trustProxy: true, metricsToken: METRICS_TOKEN } });
      await instance.app.listen({ host: '127.0.0.1', port: 0 });
      instances.push({ ...instance, port: (instance.app.server.address() as AddressInfo).port });
    }
    port = await freePort();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-nginx-'));
    const site = fs
      .readFileSync(siteConf, 'utf8')
      .replace('server app-jobs:8080', `server 127.0.0.1:${instances[0]!.port}`)
      .replace('server app-web:8080', `server 127.0.0.1:${instances[1]!.port}`)
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
    expect(site).not.toMatch(/app-jobs|app-web|listen 80;/);
    fs.writeFileSync(path.join(dir, 'site.conf'), site);
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        process.getuid?.() === 0 ? 'user root;' : '',
        'daemon off;',
        'worker_processes 1;',
        `pid ${path.join(dir, 'nginx.pid')};`,
        `error_log ${path.join(dir, 'error.log')} warn;`,
        'events { worker_connections 256; }',
        `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${path.join(dir, 'site.conf')}; }`,
      ].join('\n'),
    );
    nginx = spawn(nginxBinary!, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stderr!.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
    for (
      const startedAt = Date.now();
      !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      ));
      await sleep(100)
    ) {
      if (nginx.exitCode !== null || Date.now() - startedAt > 10_000) throw new Error(`nginx did not start: ${nginxLog}`);
    }
  }, 180_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    model?.close();
    for (const instance of instances) await instance.app.close();
    await database?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const through = (route: string) => `http://${TENANT_A}:${port}${route}`;

  const signIn = (username: string) => signInOverHttp(`http://${TENANT_A}:${port}`, username);

  /** The requests an instance counted, from its own /metrics. */
  async function counted(instance: TestApp): Promise<number> {
    const answer = await instance.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const requests = parsePrometheusTextFormat(answer.body).find((family) => family.name === 'http_requests_total');
    return (requests?.metrics ?? []).reduce((sum, metric) => sum + Number(metric.value ?? 0), 0);
  }

  it('keeps /metrics off the public address', async () => {
    expect((await fetch(through('/metrics'), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${instances[0]!.port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
  });

  it('upgrades the notification socket and keeps it open', async () => {
    const token = await signIn('rep');
    const me = (await (await fetch(through('/prod-api/API-SYSTEM/user/info'), { headers: { authorization: `Bearer ${token}` } })).json()) as {
      result: { id: number; enterpriseVO: { id: number } };
    };
    const messages: IMessage[] = [];
    let connected!: () => void;
    let refused!: (error: Error) => void;
    const isConnected = new Promise<void>((resolve, reject) => ((connected = resolve), (refused = reject)));
    const client = new Client({
      webSocketFactory: () => new WebSocket(`ws://127.0.0.1:${port}/prod-api/API-BEACON/ws/stomp/endpoint?access_token=${token}`, { headers: { host: `${TENANT_A}:${port}` } }),
      reconnectDelay: 0,
      onConnect: () => connected(),
      onWebSocketClose: () => refused(new Error('the proxy closed the notification socket before STOMP connected')),
      debug: () => undefined,
    });
    client.activate();
    try {
      await isConnected;
      const receipt = 'through-nginx';
      const subscribed = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      client.subscribe(`/topic/user${me.result.id}`, (message) => messages.push(message), { receipt });
      await subscribed;
      // Without Redis each instance reaches its own sockets: the instance nginx chose delivers its notice.
      for (const instance of instances) {
        await publishNotification(instance.app, { tenantId: me.result.enterpriseVO.id, userId: me.result.id, category: 'task', title: 'through nginx', content: 'through nginx' });
      }
      for (const startedAt = Date.now(); messages.length === 0; await sleep(20)) {
        if (Date.now() - startedAt > 5_000) throw new Error('no notice came through the proxied socket');
      }
      expect(JSON.parse(messages[0]!.body)).toMatchObject({ title: 'through nginx' });
    } finally {
      await client.deactivate();
    }
  });

  it('streams the assistant’s answer as the model writes it', async () => {
    const PAUSE = 1_500;
    model = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
        response.write(chunk('根据资料 [1]，'));
        setTimeout(() => {
          response.write(chunk('请在 24 小时内报告。'));
          response.end('data: [DONE]\n\n');
        }, PAUSE);
      });
    });
    await new Promise<void>((resolve) => model!.listen(0, '127.0.0.1', resolve));
    const admin = await signIn('admin');
    const configured = await fetch(through('/prod-api/API-AI/setting'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        enabled: true,
        chatBaseUrl: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
        chatModel: 'proxy-test-model',
        embeddingBaseUrl: null,
        embeddingModel: null,
        pubmedBaseUrl: null,
        requestsPerMinute: 60,
        monthlyTokenLimit: 0,
      }),
    });
    expect(configured.status, await configured.text()).toBe(200);

    const rep = await signIn('rep');
    const startedAt = performance.now();
    const answer = await fetch(through('/prod-api/API-AI/knowledge/chat'), {
      method: 'POST',
      headers: { authorization: `Bearer ${rep}`, accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ question: '不良事件需要在多长时间内报告？' }),
    });
    expect(answer.status).toBe(200);
    const decoder = new TextDecoder();
    let text = '';
    let firstDeltaAt = 0;
    for await (const bytes of answer.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(bytes, { stream: true });
      if (!firstDeltaAt && text.includes('event: delta')) firstDeltaAt = performance.now();
    }
    const doneAt = performance.now();
    expect(text).toContain('event: done');
    expect(text).toContain('24 小时内报告');
    // The first words reached the browser while the model was still pausing, not with the last ones.
    expect(firstDeltaAt - startedAt).toBeLessThan(doneAt - startedAt - PAUSE / 2);
  });

  it('spreads requests over both instances, and passes over one that is down', async () => {
    const token = await signIn('rep');
    const info = () => fetch(through('/prod-api/API-SYSTEM/user/info'), { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    const before = await Promise.all(instances.map(counted));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await info());
    const after = await Promise.all(instances.map(counted));
    expect(statuses).toEqual(Array<number>(10).fill(200));
    expect(after[0]! - before[0]!).toBeGreaterThanOrEqual(3);
    expect(after[1]! - before[1]!).toBeGreaterThanOrEqual(3);

    await instances.shift()!.app.close();
    statuses.length = 0;
    for (let i = 0; i < 10; i++) statuses.push(await info());
    expect(statuses).toEqual(Array<number>(10).fill(200));
  });
});
