import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

type Row = Record<string, unknown>;
const rows = async (db: Database, statement: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(statement));

/** Text of sanitised article HTML: tags dropped, entities of the sanitiser's output decoded, spaces folded. */
function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const approvedNow = sql`(v.expires_on is null or v.expires_on >= to_char(now(), 'YYYY-MM-DD'))`;

/**
 * The approved, unexpired version of each article, as documents for the assistant's index (the
 * article and proposal modes answer from these only). The app registers it as the `article` source.
 */
export const approvedArticleDocuments = {
  type: 'article' as const,
  async changedSince(db: Database, tenantId: number, since: Date | null) {
    const found = await rows(
      db,
      sql`select a.id, v.title, v.summary, v.body_html
        from content_article a join content_article_version v on v.id = a.approved_version_id
        where a.tenant_id = ${tenantId} and ${approvedNow} ${since ? sql`and a.updated_at > ${since.toISOString()}` : sql``}`,
    );
    return found.map((r) => ({
      sourceId: String(r.id),
      title: String(r.title),
      text: [r.summary, plainText(String(r.body_html ?? ''))].filter(Boolean).join('\n'),
      url: `/content/contentDetail?id=${String(r.id)}`,
      approved: true,
    }));
  },
  async existingIds(db: Database, tenantId: number) {
    const found = await rows(
      db,
      sql`select a.id from content_article a join content_article_version v on v.id = a.approved_version_id where a.tenant_id = ${tenantId} and ${approvedNow}`,
    );
    return new Set(found.map((r) => String(r.id)));
  },
};
