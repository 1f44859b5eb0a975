import { sql } from 'drizzle-orm';
import type { AiSourceType } from '@crm/shared/contracts/ai';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Where the assistant's passages come from. Each source lists the tenant's documents changed since
 * the last sync and the ids that still exist (passages of the others are dropped). Article sources
 * are plugged in by the app with `registerContentSource` (the content center's approved articles).
 */
export interface SourceDocument {
  sourceId: string;
  title: string;
  text: string;
  url: string | null;
  doctorId?: number | null;
  /** Approved for promotional use: only these answer the article and proposal modes. */
  approved: boolean;
}

export interface ContentSource {
  type: AiSourceType;
  changedSince(db: Database, tenantId: number, since: Date | null): Promise<SourceDocument[]>;
  existingIds(db: Database, tenantId: number): Promise<Set<string>>;
}

type Row = Record<string, unknown>;
const rows = async (db: Database, statement: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(statement));
const ids = async (db: Database, statement: ReturnType<typeof sql>) => new Set((await rows(db, statement)).map((r) => String(r.id)));
const after = (column: string, since: Date | null) => (since ? sql`and ${sql.raw(column)} > ${since.toISOString()}` : sql``);
const join = (...parts: Array<unknown>) => parts.filter((p) => p !== null && p !== undefined && p !== '').join('\n');

/** Medical-library materials: title and the approved version's review notes; approved while usable. */
const library: ContentSource = {
  type: 'library',
  async changedSince(db, tenantId, since) {
    const found = await rows(
      db,
      sql`select lm.id, lm.title, lm.title_en, lm.material_type, lm.url, lm.published_on, v.approval_code, v.note, v.valid_until::text as valid_until,
          (v.id is not null) as approved
        from library_material lm
        left join lateral (select * from library_material_version v where v.material_id = lm.id and v.status = 'APPROVED' and v.valid_until >= current_date order by v.version desc limit 1) v on true
        where lm.tenant_id = ${tenantId}
          ${since ? sql`and (lm.created_at > ${since.toISOString()} or exists (select 1 from library_material_version x where x.material_id = lm.id and greatest(x.created_at, coalesce(x.approved_at, x.created_at)) > ${since.toISOString()}) or lm.id in (select material_id from library_material_version where valid_until = current_date - 1))` : sql``}`,
    );
    return found.map((r) => ({
      sourceId: String(r.id),
      title: String(r.title),
      text: join(r.title, r.title_en, r.note, r.approval_code ? `${r.approval_code}` : null),
      url: (r.url as string | null) ?? null,
      approved: Boolean(r.approved),
    }));
  },
  existingIds: (db, tenantId) => ids(db, sql`select id from library_material where tenant_id = ${tenantId}`),
};

/** Uploaded PDF and DOCX files: internal knowledge, not approved for sending. */
const documents: ContentSource = {
  type: 'document',
  async changedSince(db, tenantId, since) {
    const found = await rows(db, sql`select id, title, content from ai_document where tenant_id = ${tenantId} ${after('created_at', since)}`);
    return found.map((r) => ({ sourceId: String(r.id), title: String(r.title), text: String(r.content), url: null, approved: false }));
  },
  existingIds: (db, tenantId) => ids(db, sql`select id from ai_document where tenant_id = ${tenantId}`),
};

const papers: ContentSource = {
  type: 'paper',
  async changedSince(db, tenantId, since) {
    const found = await rows(
      db,
      sql`select id, title, title_en, journal, publish_year, indication, url from academic_paper where tenant_id = ${tenantId} ${after('created_at', since)}`,
    );
    return found.map((r) => ({
      sourceId: String(r.id),
      title: String(r.title),
      text: join(r.title, r.title_en, `${r.journal} ${r.publish_year}`, r.indication),
      url: (r.url as string | null) ?? null,
      approved: false,
    }));
  },
  existingIds: (db, tenantId) => ids(db, sql`select id from academic_paper where tenant_id = ${tenantId}`),
};

/** Guidelines carry no change time: they are few, so each sync reads them all. */
const guidelines: ContentSource = {
  type: 'guideline',
  async changedSince(db, tenantId) {
    const found = await rows(db, sql`select id, title, title_en, institution, publish_year, indication, url from academic_guideline where tenant_id = ${tenantId}`);
    return found.map((r) => ({
      sourceId: String(r.id),
      title: String(r.title),
      text: join(r.title, r.title_en, `${r.institution} ${r.publish_year}`, r.indication),
      url: (r.url as string | null) ?? null,
      approved: false,
    }));
  },
  existingIds: (db, tenantId) => ids(db, sql`select id from academic_guideline where tenant_id = ${tenantId}`),
};

/** Notes of completed visits; who may read one is decided at question time by the visit scope. */
const visits: ContentSource = {
  type: 'visit',
  async changedSince(db, tenantId, since) {
    const found = await rows(
      db,
      sql`select v.id, v.doctor_id, d.name as doctor_name, to_char(v.start_at, 'YYYY-MM-DD') as day, v.notes, v.next_step, v.result
        from visit v join doctor d on d.id = v.doctor_id
        where v.tenant_id = ${tenantId} and v.status = 'completed' and (v.notes is not null or v.next_step is not null) ${after('v.updated_at', since)}`,
    );
    return found.map((r) => ({
      sourceId: String(r.id),
      title: `${r.doctor_name} ${r.day}`,
      text: join(r.notes, r.next_step),
      url: null,
      doctorId: Number(r.doctor_id),
      approved: false,
    }));
  },
  existingIds: (db, tenantId) => ids(db, sql`select id from visit where tenant_id = ${tenantId} and status = 'completed' and (notes is not null or next_step is not null)`),
};

const registered: ContentSource[] = [library, documents, papers, guidelines, visits];

/** Adds a source (the content center's approved articles, as type `article`). */
export function registerContentSource(source: ContentSource): void {
  if (!registered.some((s) => s.type === source.type)) registered.push(source);
}

export const contentSources = (): readonly ContentSource[] => registered;
