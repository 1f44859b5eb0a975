import { and, asc, count, eq, inArray, like, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok, page, pageOf } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/http-error';
import { authenticate, bearerToken, requirePrincipal } from '../../platform/request-context';
import { appUser, dictData, organization } from '../../db/schema/index';
import { canSeeUser } from './visibility';
import { recordAudit } from '../../platform/audit/record-audit';
import { buildTree, grantedMenus, toMenuNode } from './menu-tree';
import { colleagueSchema, dictItemSchema, enterpriseSchema, menuNodeSchema, userInfoSchema } from './schemas';
import { hostOf } from '../../platform/tenant-directory';
import { queryBoolean } from '../../lib/query-params';
import { getMyProducts } from '@crm/shared/contracts/products';
import { route } from '../../platform/contract-route';
import { findMyProducts } from './product-repository';

const PUBLIC = { access: { public: true } } as const;
const SIGNED_IN = { access: { authenticated: true } } as const;
const tags = ['system'];

/** Spec 7.1: enterprise lookup, user info, menus, colleagues, dictionaries, session end. */
export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/enterprise/find',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'The enterprise (tenant) serving a page origin; an empty list for an unknown domain',
        querystring: z.object({ domain: z.string().min(1).max(300) }),
        response: { 200: envelope(z.array(enterpriseSchema)) },
      },
    },
    async (request) => {
      const tenant = await app.tenants.findByDomain(request.query.domain);
      if (!tenant) return ok([]);
      const domain = request.query.domain.trim();
      const origin = /^https?:\/\//i.test(domain) ? new URL(domain).origin : `${request.protocol}://${request.host}`;
      const baseUrl = /^https?:\/\//i.test(tenant.interfaceAddress) ? tenant.interfaceAddress : `${origin}${tenant.interfaceAddress}`;
      return ok([
        {
          id: tenant.id,
          name: tenant.name,
          nameEn: tenant.nameEn,
          domain: hostOf(tenant.domain),
          interfaceAddress: tenant.interfaceAddress,
          authAddress: tenant.authAddress,
          realm: tenant.realm,
          clientId: tenant.clientId,
          siteId: tenant.siteId,
          timeZone: tenant.timeZone,
          baseUrl,
        },
      ]);
    },
  );

  app.get(
    '/user/info',
    {
      config: { ...SIGNED_IN, duringPasswordChange: true },
      schema: { tags, summary: 'The signed-in user with roles, permissions and groups', response: { 200: envelope(userInfoSchema) } },
    },
    async (request) => {
      // Served from the principal, which is cached and dropped on any change to what it holds: the
      // cost of this route is the cost of being signed in.
      const principal = requirePrincipal(request);
      const { profile } = principal;
      return ok({
        id: principal.userId,
        username: principal.username,
        userName: principal.username,
        firstName: principal.firstName,
        nameEn: principal.nameEn,
        email: profile.email,
        phone: profile.mobile,
        avatar: profile.avatar,
        enabled: true,
        language: profile.language,
        roles: principal.roles,
        permissions: [...new Set(principal.permissions)].sort(),
        groups: principal.orgId !== null && profile.orgName !== null ? [{ id: principal.orgId, name: profile.orgName, nameEn: profile.orgNameEn }] : [],
        enterpriseVO: { id: principal.tenant.id, name: principal.tenant.name, nameEn: principal.tenant.nameEn, timeZone: principal.tenant.timeZone },
        dataRange: principal.dataRange,
        mustChangePassword: principal.mustChangePassword,
      });
    },
  );

  // Logging out is idempotent: the client calls both addresses, and the second finds the session ended.
  for (const url of ['/logout', '/user/logout']) {
    app.post(
      url,
      {
        config: PUBLIC,
        schema: { tags, summary: 'Ends the caller’s session: its refresh tokens stop working (answers 200 when already ended)', response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        const token = bearerToken(request);
        const principal = token && request.tenant ? await authenticate(app, request.tenant, token) : null;
        if (principal?.sessionId) {
          request.principal = principal;
          await app.tokens.revokeSession(principal.sessionId, 'logout');
          await recordAudit(app.db, request, { action: 'logout', entityType: 'user', entityId: principal.userId, summary: `退出登录：${principal.username}` });
        } else if (token && request.tenant) {
          // An expired access token still names the session it was issued for: that session ends too.
          const ended = await app.tokens.logoutByAccessToken(request.tenant, token);
          if (ended) {
            const actor = { tenantId: request.tenant.id, id: ended.userId, name: ended.username };
            await recordAudit(app.db, request, { action: 'logout', entityType: 'user', entityId: ended.userId, summary: `退出登录：${ended.username}` }, actor);
          }
        }
        return ok(null);
      },
    );
  }

  route(fastify, getMyProducts, (_input, context) => findMyProducts(context));

  app.get(
    '/menu/all/tree',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'The caller’s menu tree; ignorePermission=true (menu administrators only) gives the whole tree',
        querystring: z.object({ ignorePermission: queryBoolean.default(false), view: z.string().max(20).default('pc') }),
        response: { 200: envelope(z.array(menuNodeSchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { ignorePermission, view } = request.query;
      if (ignorePermission && !principal.permissions.some((p) => p === '*:*:*' || p === 'system:menu:list')) throw forbidden();
      return ok(buildTree(await grantedMenus(app.db, principal, { view, ignorePermission })));
    },
  );

  app.get(
    '/menu/user/all',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'The caller’s menu entries of one type (BUTTON for button permissions), flat',
        querystring: z.object({
          ignorePermission: queryBoolean.default(false),
          type: z.enum(['MENU', 'TAG', 'BUTTON']).default('BUTTON'),
          view: z.string().max(20).default('pc'),
          status: queryBoolean.default(true),
        }),
        response: { 200: envelope(z.array(menuNodeSchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { type, view } = request.query;
      const rows = await grantedMenus(app.db, principal, { view, type });
      return ok(rows.map(toMenuNode));
    },
  );

  app.get(
    '/user/colleagues/:userId',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Colleagues of a user: the other active users of their team (the organization above theirs)',
        params: z.object({ userId: z.coerce.number().int().positive() }),
        querystring: z.object({ page: z.coerce.number().int().min(0).default(0), seize: z.coerce.number().int().min(1).max(1000).default(1000) }),
        response: { 200: envelope(pageOf(colleagueSchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const tenantId = principal.tenant.id;
      const [target] = await app.db
        .select({ id: appUser.id, orgId: appUser.orgId, orgPath: organization.path, parentId: organization.parentId })
        .from(appUser)
        .leftJoin(organization, eq(organization.id, appUser.orgId))
        .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, request.params.userId)));
      if (!target || !canSeeUser(principal, target)) throw notFound();
      const teamOrgId = target.parentId ?? target.orgId;
      const [team] = teamOrgId === null ? [] : await app.db.select({ path: organization.path }).from(organization).where(eq(organization.id, teamOrgId));
      if (!team) return ok(page([], 0));
      const where = and(eq(appUser.tenantId, tenantId), eq(appUser.enabled, true), ne(appUser.id, target.id), like(organization.path, `${team.path}%`));
      const { page: pageIndex, seize } = request.query;
      const [rows, [total]] = await Promise.all([
        app.db
          .select({
            id: appUser.id,
            firstName: appUser.firstName,
            nameEn: appUser.nameEn,
            avatar: appUser.avatar,
            orgId: organization.id,
            orgName: organization.name,
            orgNameEn: organization.nameEn,
          })
          .from(appUser)
          .innerJoin(organization, eq(organization.id, appUser.orgId))
          .where(where)
          .orderBy(asc(organization.path), asc(appUser.id))
          .limit(seize)
          .offset(pageIndex * seize),
        app.db.select({ total: count() }).from(appUser).innerJoin(organization, eq(organization.id, appUser.orgId)).where(where),
      ]);
      return ok(
        page(
          rows.map((r) => ({ id: r.id, firstName: r.firstName, nameEn: r.nameEn, avatar: r.avatar, groups: [{ id: r.orgId, name: r.orgName, nameEn: r.orgNameEn }] })),
          total?.total ?? 0,
        ),
      );
    },
  );

  app.post(
    '/dict/data/find',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Dictionary items for each key asked, in both languages',
        body: z.array(z.string().min(1).max(100)).max(100),
        response: { 200: envelope(z.record(z.string(), z.array(dictItemSchema))) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const keys = [...new Set(request.body)];
      const result: Record<string, z.infer<typeof dictItemSchema>[]> = Object.fromEntries(keys.map((k) => [k, []]));
      if (keys.length === 0) return ok(result);
      const rows = await app.db
        .select()
        .from(dictData)
        .where(and(eq(dictData.tenantId, principal.tenant.id), inArray(dictData.dictKey, keys), eq(dictData.enabled, true)))
        .orderBy(asc(dictData.dictKey), asc(dictData.sort), asc(dictData.id));
      for (const row of rows) result[row.dictKey]?.push({ code: row.code, label: row.label, labelEn: row.labelEn, sort: row.sort });
      return ok(result);
    },
  );
}
