import { and, asc, count, eq, gt, ilike, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { doctor, doctorChannel, doctorWecomBinding, wecomExternalContact } from '../../../db/schema/customers/customers';
import { appUser } from '../../../db/schema/platform/tenancy';
import { HttpError } from '../../../lib/http-error';
import type { Principal } from '../../../platform/principal';
import { WecomError } from '../../identity/index';
import type { WecomCorp, WecomExternalContacts } from './wecom-external-contacts';
import { recordInteractions } from '../../interactions/index';
import { wecomBindingInteraction } from './wecom-binding-interaction';
import { containsPattern } from '../../../lib/query-params';

/** How long a member's contact list fetched from WeCom is served before fetching it again. */
const CONTACTS_FRESH_MS = 10 * 60 * 1000;
/** WeCom errcodes meaning the contact is unknown or not the member's. */
const UNKNOWN_CONTACT = new Set([40096, 84061, 61016]);

export interface BindingView {
  doctorId: number;
  externalUserId: string;
  name: string;
  avatar: string | null;
  boundAt: string;
  refreshedAt: string | null;
}

function toView(row: typeof doctorWecomBinding.$inferSelect): BindingView {
  return {
    doctorId: row.doctorId,
    externalUserId: row.externalUserId,
    name: row.name,
    avatar: row.avatar,
    boundAt: row.boundAt.toISOString(),
    refreshedAt: row.refreshedAt?.toISOString() ?? null,
  };
}

/** Binding doctors to the caller's WeCom external contacts, through the WeCom adapter. */
export class WecomBindingService {
  constructor(
    private readonly db: Database,
    private readonly wecom: WecomExternalContacts,
  ) {}

  private async member(principal: Principal): Promise<{ corp: WecomCorp; wecomUserId: string }> {
    const { wecomCorpId, wecomSecret } = principal.tenant;
    if (!wecomCorpId || !wecomSecret) throw new HttpError(400, 'wecomNotConfigured');
    const [user] = await this.db.select({ wecomUserId: appUser.wecomUserId }).from(appUser).where(eq(appUser.id, principal.userId));
    if (!user?.wecomUserId) throw new HttpError(400, 'wecomMemberMissing');
    return { corp: { corpId: wecomCorpId, secret: wecomSecret }, wecomUserId: user.wecomUserId };
  }

  private async fromWecom<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof WecomError && UNKNOWN_CONTACT.has(error.errcode)) throw new HttpError(400, 'wecomContactUnknown');
      if (error instanceof WecomError || (error instanceof Error && /fetch|abort|timeout/i.test(error.message + error.name))) throw new HttpError(503, 'wecomUnavailable');
      throw error;
    }
  }

  /** A page of the caller's external contacts, fetched afresh when stale or asked to, with their bound doctor. */
  async friends(principal: Principal, page: { page: number; size: number; keyword?: string | undefined; refresh: boolean }) {
    const { corp, wecomUserId } = await this.member(principal);
    const mine = and(eq(wecomExternalContact.tenantId, principal.tenant.id), eq(wecomExternalContact.userId, principal.userId));
    const [fresh] = await this.db
      .select({ n: count() })
      .from(wecomExternalContact)
      .where(and(mine, gt(wecomExternalContact.syncedAt, new Date(Date.now() - CONTACTS_FRESH_MS))));
    if (page.refresh || (fresh?.n ?? 0) === 0) {
      const contacts = await this.fromWecom(() => this.wecom.contactsOf(corp, wecomUserId));
      await this.db.transaction(async (tx) => {
        await tx.delete(wecomExternalContact).where(mine);
        if (contacts.length) {
          await tx.insert(wecomExternalContact).values(
            contacts.map((c) => ({
              tenantId: principal.tenant.id,
              userId: principal.userId,
              externalUserId: c.externalUserId,
              name: c.name,
              avatar: c.avatar,
              corpName: c.corpName,
              remark: c.remark,
            })),
          );
        }
      });
    }
    const search = page.keyword
      ? or(ilike(wecomExternalContact.name, containsPattern(page.keyword)), ilike(wecomExternalContact.remark, containsPattern(page.keyword)))
      : undefined;
    const where = and(mine, search);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ contact: wecomExternalContact, doctorId: doctor.id, doctorName: doctor.name })
        .from(wecomExternalContact)
        .leftJoin(doctorWecomBinding, and(eq(doctorWecomBinding.userId, wecomExternalContact.userId), eq(doctorWecomBinding.externalUserId, wecomExternalContact.externalUserId)))
        .leftJoin(doctor, eq(doctor.id, doctorWecomBinding.doctorId))
        .where(where)
        .orderBy(asc(wecomExternalContact.name), asc(wecomExternalContact.externalUserId))
        .limit(page.size)
        .offset(page.page * page.size),
      this.db.select({ n: count() }).from(wecomExternalContact).where(where),
    ]);
    const content = rows.map(({ contact, doctorId, doctorName }) => ({
      externalUserId: contact.externalUserId,
      name: contact.name,
      avatar: contact.avatar,
      corpName: contact.corpName,
      remark: contact.remark,
      boundDoctor: doctorId === null ? null : { id: doctorId, name: doctorName ?? '' },
    }));
    return { content, totalElements: total?.n ?? 0 };
  }

  /** Binds a doctor to one of the caller's external contacts, confirmed with WeCom. */
  async bind(principal: Principal, doctorId: number, externalUserId: string): Promise<BindingView> {
    const { corp, wecomUserId } = await this.member(principal);
    const contact = await this.fromWecom(() => this.wecom.contact(corp, externalUserId));
    if (!contact.followers.includes(wecomUserId)) throw new HttpError(400, 'wecomContactUnknown');
    const [taken] = await this.db
      .select({ doctorId: doctorWecomBinding.doctorId })
      .from(doctorWecomBinding)
      .where(and(eq(doctorWecomBinding.tenantId, principal.tenant.id), eq(doctorWecomBinding.userId, principal.userId), eq(doctorWecomBinding.externalUserId, externalUserId)));
    if (taken && taken.doctorId !== doctorId) throw new HttpError(400, 'wecomContactTaken');
    const [row] = await this.db.transaction(async (tx) => {
      const rows = await tx
        .insert(doctorWecomBinding)
        .values({ tenantId: principal.tenant.id, doctorId, userId: principal.userId, externalUserId, name: contact.name, avatar: contact.avatar })
        .onConflictDoUpdate({
          target: [doctorWecomBinding.doctorId, doctorWecomBinding.userId],
          set: { externalUserId, name: contact.name, avatar: contact.avatar, boundAt: new Date(), refreshedAt: null },
        })
        .returning();
      await recordInteractions(
        tx,
        rows.map((binding) => wecomBindingInteraction(binding)),
      );
      return rows;
    });
    await this.refreshChannel(principal, doctorId);
    return toView(row!);
  }

  async binding(principal: Principal, doctorId: number) {
    const [row] = await this.db
      .select()
      .from(doctorWecomBinding)
      .where(and(eq(doctorWecomBinding.doctorId, doctorId), eq(doctorWecomBinding.userId, principal.userId)));
    return row;
  }

  /** Re-reads the bound contact from WeCom; a contact the member no longer has is unbound. */
  async refresh(principal: Principal, doctorId: number): Promise<BindingView | null> {
    const row = await this.binding(principal, doctorId);
    if (!row) throw new HttpError(400, 'wecomNotBound');
    const { corp, wecomUserId } = await this.member(principal);
    let contact;
    try {
      contact = await this.fromWecom(() => this.wecom.contact(corp, row.externalUserId));
    } catch (error) {
      if (error instanceof HttpError && error.messageKey === 'wecomContactUnknown') contact = null;
      else throw error;
    }
    if (!contact || !contact.followers.includes(wecomUserId)) {
      await this.unbind(principal, doctorId);
      return null;
    }
    const [updated] = await this.db
      .update(doctorWecomBinding)
      .set({ name: contact.name, avatar: contact.avatar, refreshedAt: new Date() })
      .where(eq(doctorWecomBinding.id, row.id))
      .returning();
    return toView(updated!);
  }

  async unbind(principal: Principal, doctorId: number): Promise<boolean> {
    const removed = await this.db
      .delete(doctorWecomBinding)
      .where(and(eq(doctorWecomBinding.doctorId, doctorId), eq(doctorWecomBinding.userId, principal.userId)))
      .returning({ id: doctorWecomBinding.id });
    await this.refreshChannel(principal, doctorId);
    return removed.length > 0;
  }

  /** The WeCom channel is open exactly while someone in the company has the doctor bound. */
  async refreshChannel(principal: Principal, doctorId: number): Promise<void> {
    const [bound] = await this.db.select({ n: count() }).from(doctorWecomBinding).where(eq(doctorWecomBinding.doctorId, doctorId));
    if ((bound?.n ?? 0) > 0) {
      await this.db.insert(doctorChannel).values({ tenantId: principal.tenant.id, doctorId, channel: 'WECOM', updatedBy: principal.userId }).onConflictDoNothing();
    } else {
      await this.db.delete(doctorChannel).where(and(eq(doctorChannel.doctorId, doctorId), eq(doctorChannel.channel, 'WECOM')));
    }
  }
}
