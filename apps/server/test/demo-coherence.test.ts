import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_TOPICS } from '../src/modules/content/demo/article-topics';
import { SCENARIOS } from '../src/modules/meetings/demo/meetings';
import { GENERAL_SPEAKER_TOPIC, SPEAKER_TOPICS } from '../src/modules/meetings/demo/speakers';
import { isTherapeuticAreaCode } from '@crm/shared/therapeutic-areas';
import { api, buildTestApp, type TestApp } from './helpers';
import { doctorsWithEmail, optIn, rows } from './content-fixtures';
import { tokens } from './meeting-fixtures';

/** The demo tells one story: articles, meetings, speakers, campaigns and sends agree with the product master. */
describe('demo coherence', () => {
  let t: TestApp;
  let token: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await tokens(t, ['rep', 'marketing']);
  });
  afterAll(() => t.close());

  it('gives every product a therapeutic area of the list', async () => {
    const products = await rows(t, sql`select code, therapeutic_area from product`);
    expect(products.length).toBeGreaterThanOrEqual(10);
    for (const p of products) expect(isTherapeuticAreaCode(String(p.therapeutic_area)), String(p.code)).toBe(true);
  });

  it('files every article version under an existing product, its therapeutic area, one of its indications and the product its topic names', async () => {
    const versions = await rows(
      t,
      sql`select v.id, v.title, v.language, v.therapeutic_area, p.code, p.therapeutic_area as product_area, i.product_id as indication_product, v.product_id, i.name_en as indication
        from content_article_version v left join product p on p.id = v.product_id left join product_indication i on i.id = v.indication_id`,
    );
    expect(versions.length).toBeGreaterThanOrEqual(ARTICLE_TOPICS.length * 2 * 2);
    const topicOf = new Map(ARTICLE_TOPICS.flatMap((topic) => [topic.zh.title, topic.en.title].map((title) => [title, topic] as const)));
    for (const v of versions) {
      const label = `${String(v.title)} (${String(v.language)})`;
      expect(v.code, label).not.toBeNull();
      expect(v.therapeutic_area, label).toBe(v.product_area);
      expect(v.indication_product, label).toBe(v.product_id);
      const topic = topicOf.get(String(v.title));
      expect(topic, label).toBeDefined();
      expect(v.code, label).toBe(topic!.product);
      expect(v.indication, label).toBe(topic!.indication);
    }
  });

  it('keeps each demo topic medically placed: the product carries the indication the topic names', async () => {
    const indications = await rows(
      t,
      sql`select p.code, i.name_en from product p join product_indication i on i.product_id = p.id join enterprise e on e.id = p.tenant_id where e.domain = 'localhost'`,
    );
    for (const topic of ARTICLE_TOPICS) {
      expect(
        indications.some((i) => i.code === topic.product && i.name_en === topic.indication),
        `${topic.en.title}: ${topic.product} / ${topic.indication}`,
      ).toBe(true);
    }
    expect(ARTICLE_TOPICS).toHaveLength(12);
  });

  it('holds meetings to the product their topic is about, and speakers’ topics to their products', async () => {
    const meetings = await rows(t, sql`select m.topic, array(select p.code from product p where p.id = any(m.product_ids) order by p.code) as codes from meeting m`);
    const productOf = new Map(SCENARIOS.map((s) => [s.topic, s.product]));
    const demo = meetings.filter((m) => productOf.has(String(m.topic)));
    expect(demo.length).toBeGreaterThanOrEqual(SCENARIOS.length);
    for (const m of demo) expect(m.codes, String(m.topic)).toEqual([productOf.get(String(m.topic))]);

    const qualifications = await rows(t, sql`select q.topic, p.code from speaker_qualification q left join product p on p.id = q.product_id`);
    expect(qualifications.length).toBeGreaterThan(0);
    for (const q of qualifications) {
      const expected = q.code === null ? GENERAL_SPEAKER_TOPIC : SPEAKER_TOPICS[String(q.code)];
      expect(q.topic, String(q.code)).toBe(expected);
    }
  });

  it('has campaigns only on their product’s articles, and sends only by senders who carry the product', async () => {
    const campaigns = await rows(
      t,
      sql`select c.name, c.product_id, array(select v.product_id from content_article a join content_article_version v on v.id = a.approved_version_id
          where a.id in (select jsonb_array_elements_text(c.article_ids)::bigint)) as products from content_campaign c`,
    );
    expect(campaigns.length).toBeGreaterThan(0);
    for (const c of campaigns) for (const p of c.products as unknown[]) expect(Number(p), String(c.name)).toBe(Number(c.product_id));
    const strays = await rows(
      t,
      sql`select b.id from content_batch b join content_article_version v on v.id = b.version_id
        where exists (select 1 from user_product up where up.user_id = b.sender_id)
          and not exists (select 1 from user_product up where up.user_id = b.sender_id and up.product_id = v.product_id)`,
    );
    expect(strays).toEqual([]);
  });

  it('refuses a rep’s send of an article of a product he does not carry (403, naming it) and accepts one of his own', async () => {
    const article = async (code: string) =>
      Number(
        (
          await rows(
            t,
            sql`select a.id from content_article a join content_article_version v on v.id = a.approved_version_id join product p on p.id = v.product_id
            join enterprise e on e.id = a.tenant_id where e.domain = 'localhost' and p.code = ${code} and v.language = 'zh' order by a.id limit 1`,
          )
        )[0]!.id,
      );
    const [doctorId] = await doctorsWithEmail(t, 1, 0);
    await optIn(t, token.rep!, doctorId!);
    // The demo rep works in East China: escitalopram and vortioxetine, not rosuvastatin.
    const send = (articleId: number, lang = 'zh', url = '/prod-api/content/send') =>
      api(t.app, token.rep!, { method: 'POST', url, payload: { articleId, channel: 'EMAIL', doctorIds: [doctorId] }, lang });
    const foreign = await article('P-ROS');
    const refused = await send(foreign, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Ruizhikang is not one of your products, so you cannot send its content');
    const refusedZh = await send(foreign, 'zh', '/prod-api/content/send/preflight');
    expect(refusedZh.statusCode).toBe(403);
    expect(refusedZh.json().message).toContain('瑞脂康');
    const own = await send(await article('P-ESC'));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().result.audience).toBe(1);
    // Marketing has no products assigned: every enabled product is theirs.
    const byMarketing = await api(t.app, token.marketing!, {
      method: 'POST',
      url: '/prod-api/content/send/preflight',
      payload: { articleId: foreign, channel: 'EMAIL', doctorIds: [doctorId] },
    });
    expect(byMarketing.statusCode, byMarketing.body).not.toBe(403);
  });
});
