import { sql } from 'drizzle-orm';
import type { MyProduct } from '@crm/shared/contracts/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, TENANT_B, type TestApp } from './helpers';
import { approvedArticle, articleBody, rows } from './content-fixtures';
import { tokens } from './meeting-fixtures';

/** A product as the caller's product list gives it (the master adds whether it is enabled). */
type Product = MyProduct;

/** The product master in the admin console, and articles tied to one of a product's indications. */
describe('product master', () => {
  let t: TestApp;
  let token: Record<string, string>;
  const list = async (who = 'admin', host?: string) => (await api(t.app, token[who]!, { url: '/prod-api/API-SYSTEM/admin/product/list', host })).json().result as Product[];
  const edit = (id: number, body: Record<string, unknown>, who = 'admin', lang = 'zh') =>
    api(t.app, token[who]!, { method: 'PUT', url: `/prod-api/API-SYSTEM/admin/product/${id}`, payload: body, lang });
  const bodyOf = (p: Product) => ({
    name: p.name,
    nameEn: p.nameEn,
    genericName: p.genericName,
    genericNameEn: p.genericNameEn,
    therapeuticArea: p.therapeuticArea,
    indications: p.indications.map(({ id, name, nameEn }) => ({ id, name, nameEn })),
  });

  beforeAll(async () => {
    t = await buildTestApp();
    token = await tokens(t, ['admin', 'rep', 'marketing', 'msl', 'compliance']);
  });
  afterAll(() => t.close());

  it('lists the enterprise’s products with their therapeutic area codes and indications', async () => {
    const products = await list();
    expect(products.map((p) => p.code)).toEqual(['P-ESC', 'P-VOR', 'P-ARI', 'P-ROS', 'P-DAP']);
    expect(products.find((p) => p.code === 'P-ROS')).toMatchObject({ genericNameEn: 'rosuvastatin', therapeuticArea: 'CARDIOVASCULAR' });
    expect(products.find((p) => p.code === 'P-DAP')!.indications.map((i) => i.nameEn)).toEqual(['Type 2 diabetes', 'Heart failure', 'Chronic kidney disease']);
    const rep = await api(t.app, token.rep!, { url: '/prod-api/API-SYSTEM/admin/product/list' });
    expect(rep.statusCode).toBe(403);
  });

  it('changes names, area and indications (added, renamed, removed), audited, and the forms see them', async () => {
    const ros = (await list()).find((p) => p.code === 'P-ROS')!;
    const [hyper, athero] = ros.indications;
    const changed = await edit(ros.id, {
      ...bodyOf(ros),
      nameEn: 'Ruizhikang XR',
      therapeuticArea: 'CARDIOVASCULAR',
      indications: [
        { id: hyper!.id, name: '原发性高胆固醇血症', nameEn: 'Primary hypercholesterolaemia' },
        { id: athero!.id, name: athero!.name, nameEn: athero!.nameEn },
        { id: null, name: '混合型血脂异常', nameEn: 'Mixed dyslipidaemia' },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const saved = changed.json().result as Product;
    expect(saved).toMatchObject({ nameEn: 'Ruizhikang XR', therapeuticArea: 'CARDIOVASCULAR' });
    expect(saved.indications.map((i) => i.nameEn)).toEqual(['Primary hypercholesterolaemia', 'Atherosclerosis', 'Mixed dyslipidaemia']);
    expect(saved.indications[0]!.id).toBe(hyper!.id);
    const mine = (await api(t.app, token.marketing!, { url: '/prod-api/API-SYSTEM/product/user/product/all', lang: 'en' })).json().result as Product[];
    expect(mine.find((p) => p.id === ros.id)!.indications.map((i) => i.nameEn)).toContain('Mixed dyslipidaemia');
    // An indication no article uses is removed.
    const added = saved.indications[2]!;
    const removed = await edit(ros.id, { ...bodyOf(saved), indications: saved.indications.filter((i) => i.id !== added.id) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await rows(t, sql`select 1 from product_indication where id = ${added.id}`)).length).toBe(0);
    const audit = await rows(t, sql`select action from audit_log where action = 'admin.product.update' and entity_id = ${String(ros.id)}`);
    expect(audit.length).toBe(2);
  });

  it('refuses an area not on the list (400 in the caller’s language), a rep’s edit (403) and another enterprise’s product (404)', async () => {
    const esc = (await list()).find((p) => p.code === 'P-ESC')!;
    const bad = await edit(esc.id, { ...bodyOf(esc), therapeuticArea: 'Psychiatry and more' }, 'admin', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The therapeutic area is not one of the list: Psychiatry and more');
    const badZh = await edit(esc.id, { ...bodyOf(esc), therapeuticArea: 'XYZ' });
    expect(badZh.json().message).toBe('治疗领域不在清单中：XYZ');
    const twice = await edit(esc.id, { ...bodyOf(esc), indications: [...bodyOf(esc).indications, { id: null, name: '抑郁症', nameEn: 'Depression' }] }, 'admin', 'en');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('The product already has the indication 抑郁症');
    expect((await list()).find((p) => p.id === esc.id)!.therapeuticArea).toBe('CNS');
    const byRep = await edit(esc.id, bodyOf(esc), 'rep');
    expect(byRep.statusCode).toBe(403);
    const other = await tokens(t, ['admin'], TENANT_B);
    const foreign = (await api(t.app, other.admin!, { url: '/prod-api/API-SYSTEM/admin/product/list', host: TENANT_B })).json().result as Product[];
    const refused = await edit(foreign[0]!.id, bodyOf(foreign[0]!));
    expect(refused.statusCode).toBe(404);
    expect((await api(t.app, other.admin!, { url: '/prod-api/API-SYSTEM/admin/product/list', host: TENANT_B })).json().result[0].name).toBe(foreign[0]!.name);
  });

  it('ties an article to one of its product’s indications, refuses another’s, and keeps an indication an article uses', async () => {
    const products = await list();
    const dap = products.find((p) => p.code === 'P-DAP')!;
    const vor = products.find((p) => p.code === 'P-VOR')!;
    const hf = dap.indications.find((i) => i.nameEn === 'Heart failure')!;
    const wrong = await api(t.app, token.marketing!, {
      method: 'POST',
      url: '/prod-api/content/article',
      payload: articleBody('适应症不符', { productId: dap.id, indicationId: vor.indications[0]!.id }),
      lang: 'en',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(`Indication ${vor.indications[0]!.id} is not one of the article's product's indications`);
    const typedArea = await api(t.app, token.marketing!, {
      method: 'POST',
      url: '/prod-api/content/article',
      payload: articleBody('自填领域', { therapeuticArea: 'Rheumatology!' }),
    });
    expect(typedArea.statusCode).toBe(400);

    const id = await approvedArticle(t, token, '达格列净心衰获益', { productId: dap.id, indicationId: hf.id, therapeuticArea: 'ONCOLOGY' });
    const detail = (await api(t.app, token.marketing!, { url: `/prod-api/content/article/${id}`, lang: 'en' })).json().result;
    // The area is the product's, whatever the form sent; the indication reads in the reader's language.
    expect(detail.current).toMatchObject({ productId: dap.id, indicationId: hf.id, indicationName: 'Heart failure', therapeuticArea: 'METABOLISM' });

    const kept = await edit(dap.id, { ...bodyOf(dap), indications: dap.indications.filter((i) => i.id !== hf.id) }, 'admin', 'en');
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe('The indication Heart failure is still used by articles and cannot be removed; it can be renamed');
    expect(kept.json().result).toEqual({ indicationId: hf.id });
    expect((await list()).find((p) => p.id === dap.id)!.indications).toHaveLength(3);
    const renamed = await edit(dap.id, { ...bodyOf(dap), indications: dap.indications.map((i) => (i.id === hf.id ? { ...i, nameEn: 'Chronic heart failure' } : i)) });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});
