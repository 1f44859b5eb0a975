import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxBomb, smallDocx } from './archive-bombs';
import { buildTestApp, login, TENANT_A, type TestApp } from './helpers';
import { multipart } from './meeting-fixtures';

const MB = 1024 * 1024;
const SERVER_SRC = path.resolve(import.meta.dirname, '../src');

/** What unpacks a zip: a zip library or an office parser (each inflates what it reads). */
const ZIP_PARSERS =
  /from '(mammoth|jszip|yauzl|unzipper|adm-zip|node-stream-zip|xlsx|read-excel-file[^']*)'|require\('(mammoth|jszip|yauzl|unzipper)'\)|\.xlsx\s*\.\s*(load|read)\s*\(|WorkbookReader|\.loadAsync\s*\(/;
/**
 * The files allowed to: the bounded reader itself, the office readers that call it first, and the
 * data upload's streaming reader, which reads only what the upload route stored after the bounded
 * reader let it through (and counts the characters it reads).
 */
const ALLOWED = ['lib/archive-limits.ts', 'lib/office-files.ts', 'modules/data-upload/sheet-reader.ts'].map((file) => path.join(...file.split('/')));

function sourceFiles(): string[] {
  return fs.readdirSync(SERVER_SRC, { recursive: true, encoding: 'utf8' }).filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name));
}

describe('archives are bounded by what they inflate', () => {
  it('has one reader of uploads and one way to a zip parser: every other file reaching one is listed here', () => {
    const readers = sourceFiles().filter((name) => /\brequest\s*\.\s*(file|files|parts|saveRequestFiles)\s*\(/.test(fs.readFileSync(path.join(SERVER_SRC, name), 'utf8')));
    expect(readers).toEqual([path.join('platform', 'http', 'uploads.ts')]);
    const parsers = sourceFiles().filter((name) => ZIP_PARSERS.test(fs.readFileSync(path.join(SERVER_SRC, name), 'utf8')));
    expect(parsers.filter((name) => !ALLOWED.includes(name))).toEqual([]);
  });

  describe('the AI document upload', () => {
    let t: TestApp;
    let admin: string;
    const send = (name: string, content: Buffer) => {
      const form = multipart({}, { name, content });
      return () =>
        t.app.inject({
          method: 'POST',
          url: '/prod-api/API-AI/document/upload',
          payload: form.payload,
          headers: { host: TENANT_A, authorization: `Bearer ${admin}`, 'content-type': form.contentType, 'accept-language': 'en' },
        });
    };
    /** CPU time and the largest growth of the resident set while the request runs (sampled every 2 ms). */
    const measured = async (request: () => ReturnType<ReturnType<typeof send>>) => {
      const rssBefore = process.memoryUsage.rss();
      let peak = rssBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 2);
      const cpuBefore = process.cpuUsage();
      const response = await request();
      const cpu = process.cpuUsage(cpuBefore);
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage.rss());
      return { response, cpuMs: (cpu.user + cpu.system) / 1000, rssMb: (peak - rssBefore) / MB };
    };

    beforeAll(async () => {
      t = await buildTestApp();
      admin = (await login(t.app, 'admin')).access_token;
    });
    afterAll(() => t?.close());

    it('reads a real DOCX', async () => {
      const added = await send('冷链运输规定.docx', smallDocx(['冷链药品运输温度须保持在 2 至 8 摄氏度之间。']))();
      expect(added.statusCode, added.body).toBe(200);
    });

    it('refuses a 0.6 MB DOCX whose headers declare 4 KB but which inflates to 600 MB within 200 ms of CPU and 50 MB of memory', async () => {
      const bomb = docxBomb(600, 4096);
      expect(bomb.length).toBeLessThan(MB);
      const request = send('bomb.docx', bomb);
      await request(); // once to warm the code paths up
      const { response, cpuMs, rssMb } = await measured(request);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The file inflates to too much data (upload limit 15 MB)');
      expect(cpuMs).toBeLessThan(200);
      expect(rssMb).toBeLessThan(50);
    });

    it('refuses one that declares its 600 MB honestly before inflating anything', async () => {
      const { response, cpuMs, rssMb } = await measured(send('honest.docx', docxBomb(600)));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The file inflates to too much data (upload limit 15 MB)');
      expect(cpuMs).toBeLessThan(200);
      expect(rssMb).toBeLessThan(50);
    });
  });
});
