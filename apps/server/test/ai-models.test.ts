import http from 'node:http';
import type { AddressInfo } from 'node:net';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAnswer } from '@crm/shared/contracts/ai';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

/**
 * The assistant with outside services: a fake OpenAI-compatible model and a fake E-utilities
 * server on loopback (streaming included), and uploads of PDF and DOCX to the knowledge base.
 */

interface Fake {
  url: string;
  requests: Array<{ path: string; body: string }>;
  /** What the model streams next, token by token; `hold` keeps the stream open after them. */
  tokens: string[];
  hold: boolean;
  close(): Promise<void>;
}

async function fakeServices(): Promise<Fake> {
  const fake = { requests: [], tokens: [], hold: false } as unknown as Fake;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      fake.requests.push({ path: request.url ?? '', body });
      if (request.url?.startsWith('/v1/chat/completions')) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const token of fake.tokens) response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: token } }] })}\n\n`);
        if (fake.hold) return;
        response.write(`data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 321, completion_tokens: 12 } })}\n\n`);
        response.end('data: [DONE]\n\n');
      } else if (request.url?.startsWith('/eutils/esearch.fcgi')) {
        response.end(JSON.stringify({ esearchresult: { idlist: ['39000001'] } }));
      } else if (request.url?.startsWith('/eutils/esummary.fcgi')) {
        response.end(
          JSON.stringify({
            result: { '39000001': { title: 'Escitalopram in late-life depression: a randomized trial', fulljournalname: 'J Affect Disord', pubdate: '2024 Mar' } },
          }),
        );
      } else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return fake;
}

describe('the assistant with a model, PubMed and uploads', () => {
  let t: TestApp;
  let fake: Fake;
  let admin: string;
  let rep: string;
  const settings = (overrides: Record<string, unknown>) =>
    api(t.app, admin, {
      method: 'PUT',
      url: '/prod-api/API-AI/setting',
      host: TENANT_B,
      payload: {
        enabled: true,
        chatBaseUrl: null,
        chatModel: null,
        embeddingBaseUrl: null,
        embeddingModel: null,
        pubmedBaseUrl: null,
        requestsPerMinute: 100,
        monthlyTokenLimit: 0,
        ...overrides,
      },
    });

  beforeAll(async () => {
    [t, fake] = await Promise.all([buildTestApp(), fakeServices()]);
    admin = (await login(t.app, 'admin', TENANT_B)).access_token;
    rep = (await login(t.app, 'rep', TENANT_B)).access_token;
  });
  afterAll(async () => Promise.all([t.close(), fake.close()]));

  it("streams the model's answer and keeps only the citations of passages it was given", async () => {
    expect((await settings({ chatBaseUrl: `${fake.url}/v1`, chatModel: 'fake-model', chatKey: 'k-123' })).statusCode).toBe(200);
    fake.tokens = ['老年患者起始剂量为每日 5 mg', ' [1]', '，最大 10 mg [7]。'];
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/API-AI/knowledge/chat',
      headers: { host: TENANT_B, authorization: `Bearer ${rep}`, accept: 'text/event-stream', 'content-type': 'application/json' },
      payload: { question: '思瑞宁老年患者的起始剂量是多少？' },
    });
    const events = response.body
      .split('\n\n')
      .filter(Boolean)
      .map((block) => ({ event: block.match(/^event: (\w+)/)![1], data: JSON.parse(block.split('\ndata: ')[1]!) }));
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual(fake.tokens);
    const done = events.at(-1)!.data as ChatAnswer;
    expect(done.answer).toBe('老年患者起始剂量为每日 5 mg [1]，最大 10 mg。');
    expect(done.citations.map((c) => c.n)).toEqual([1]);
    expect(done.citations[0]!.quote).toContain('65 岁及以上');
    expect(done).toMatchObject({ promptTokens: 321, completionTokens: 12, status: 'complete' });
    const sent = JSON.parse(fake.requests.at(-1)!.body);
    expect(sent).toMatchObject({ model: 'fake-model', stream: true });
    expect(sent.messages[1].content).toContain('[1]');
  });

  it('stops when the browser closes the stream, keeping what was written as stopped', async () => {
    fake.tokens = ['部分回答'];
    fake.hold = true;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/prod-api/API-AI/knowledge/chat`, {
      method: 'POST',
      headers: { host: TENANT_B, authorization: `Bearer ${rep}`, accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ question: '达格宁的推荐剂量是多少？' }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('部分回答')) text += new TextDecoder().decode((await reader.read()).value);
    const messageId = JSON.parse(text.split('\n')[1]!.slice(6)).messageId as number;
    controller.abort();
    fake.hold = false;
    await expect.poll(async () => rowsOf<{ status: string }>(await t.app.db.execute(`select status, content from ai_message where id = ${messageId}`))[0]?.status).toBe('stopped');
  });

  it('adds PubMed articles to literature answers when E-utilities are configured', async () => {
    await settings({ pubmedBaseUrl: `${fake.url}/eutils`, pubmedKey: 'pm-key' });
    const response = await api(t.app, rep, {
      method: 'POST',
      url: '/prod-api/API-AI/pubmed/chat',
      host: TENANT_B,
      payload: { question: 'escitalopram late-life depression' },
      lang: 'en',
    });
    const answer = response.json().result as ChatAnswer;
    expect(answer.citations.find((c) => c.sourceType === 'pubmed')).toMatchObject({ sourceId: '39000001', url: 'https://pubmed.ncbi.nlm.nih.gov/39000001/' });
    const search = fake.requests.find((r) => r.path.startsWith('/eutils/esearch.fcgi'))!;
    expect(new URL(search.path, fake.url).searchParams.get('api_key')).toBe('pm-key');
  });

  it('indexes an uploaded DOCX and PDF, and refuses other files and inflation bombs', async () => {
    await settings({});
    const upload = async (fileName: string, content: Buffer) => {
      const boundary = '----ai-test';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${fileName}"\r\ncontent-type: application/octet-stream\r\n\r\n`),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/prod-api/API-AI/document/upload',
        headers: { host: TENANT_B, authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en' },
        payload,
      });
    };
    const docx = new JSZip();
    docx.file(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    );
    docx.file(
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    );
    docx.file(
      'word/document.xml',
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>冷链药品运输温度须保持在 2 至 8 摄氏度之间。</w:t></w:r></w:p></w:body></w:document>',
    );
    const added = await upload('冷链运输规定.docx', await docx.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    expect(added.statusCode, added.body).toBe(200);
    const pdf = await upload('storage.pdf', minimalPdf('Store Voranda tablets below 30 degrees Celsius in the original package.'));
    expect(pdf.statusCode, pdf.body).toBe(200);
    await t.app.jobs.drain();
    const zh = (await api(t.app, rep, { method: 'POST', url: '/prod-api/API-AI/knowledge/chat', host: TENANT_B, payload: { question: '冷链药品运输温度要求是什么？' } })).json()
      .result as ChatAnswer;
    expect(zh.citations[0]?.quote).toContain('2 至 8 摄氏度');
    const en = (
      await api(t.app, rep, {
        method: 'POST',
        url: '/prod-api/API-AI/knowledge/chat',
        host: TENANT_B,
        payload: { question: 'At what temperature should Voranda tablets be stored?' },
      })
    ).json().result as ChatAnswer;
    expect(en.citations.some((c) => c.quote.includes('below 30 degrees Celsius'))).toBe(true);

    const text = await upload('notes.txt', Buffer.from('plain text'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Only PDF or DOCX files are accepted');
    const bomb = new JSZip();
    bomb.file('word/document.xml', Buffer.alloc(80 * 1024 * 1024, 0x20));
    const refused = await upload('bomb.docx', await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    expect(refused.statusCode).toBe(400);
    expect((await api(t.app, rep, { method: 'DELETE', url: `/prod-api/API-AI/document/${added.json().result.id}`, host: TENANT_B })).statusCode).toBe(403);
  });
});

/** A one-page PDF with a line of Helvetica text, with a correct cross-reference table. */
function minimalPdf(line: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 50 700 Td (${line}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 50 700 Td (${line}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
