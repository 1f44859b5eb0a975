import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doctorTag, tagGroup, tagTerm } from '../../../db/schema/index';
import { envelope, ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/http-error';
import { requirePermission, requirePrincipal } from '../../../platform/request-context';
import { visibleDoctorIds } from '../access/doctor-scope';
import { DOCTOR_TAGS, DOCTOR_VIEW, SIGNED_IN } from '../access/route-access';
import { visibleDoctorId } from '../doctors/doctor-detail-repository';
import { addDoctorTerm, addPersonalTerm, doctorTerms, personalTerms, removeTermFromDoctors, replaceDoctorTerms, requireAssignableTerms, systemGroups } from './tag-repository';
import { tagTermSchema, tagGroupSchema } from './tag-schemas';

const tags = ['tags'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const tagType = z.enum(['SYSTEM', 'PERSONAL']);

/** Tag catalogue and the tags on doctors: rule-applied system tags, hand-applied ones, personal ones. */
export async function tagRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/tag/term/find/user',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Every tag term the caller can use: system groups with their terms, and their personal terms',
        response: { 200: envelope(z.object({ groups: z.array(tagGroupSchema), personal: z.array(tagTermSchema) })) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return ok({ groups: await systemGroups(app.db, principal.tenant.id), personal: await personalTerms(app.db, principal) });
    },
  );

  app.get(
    '/tag/group/find/:groupId',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'A system tag group with its terms',
        params: z.object({ groupId: z.coerce.number().int().positive() }),
        response: { 200: envelope(tagGroupSchema) },
      },
    },
    async (request) => {
      const [group] = await systemGroups(app.db, requirePrincipal(request).tenant.id, request.params.groupId);
      if (!group) throw notFound();
      return ok(group);
    },
  );

  app.get(
    '/tag/personal/find',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'The caller’s personal tag terms with how many doctors carry each',
        response: { 200: envelope(z.array(tagTermSchema.extend({ uses: z.number().int() }))) },
      },
    },
    async (request) => ok(await personalTerms(app.db, requirePrincipal(request))),
  );

  app.post(
    '/tag/personal/add/:termValue',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Creates a personal tag term (answers the existing one when it exists)',
        params: z.object({ termValue: z.string().trim().min(1).max(20) }),
        response: { 200: envelope(tagTermSchema) },
      },
    },
    async (request) => ok(await addPersonalTerm(app.db, requirePrincipal(request), request.params.termValue)),
  );

  // The spec's path ends in a slash, which OpenAPI tools refuse: the document names it without one,
  // and both are served.
  for (const [url, hide] of [
    ['/group/rules/find/relation', false],
    ['/group/rules/find/relation/', true],
  ] as const)
    app.post(
      url,
      {
        config: DOCTOR_VIEW,
        schema: {
          hide,
          tags,
          summary: 'The rule-defined system tags of each doctor asked (doctors outside the caller’s range are left out)',
          body: z.object({ doctorIds: z.array(z.number().int().positive()).min(1).max(200) }),
          response: { 200: envelope(z.array(z.object({ doctorId: z.number().int(), terms: z.array(tagTermSchema.extend({ groupName: z.string(), groupNameEn: z.string() })) }))) },
        },
      },
      async (request) => {
        const principal = requirePrincipal(request);
        const visible = [...(await visibleDoctorIds(app.db, principal, request.body.doctorIds))];
        const rows = visible.length
          ? await app.db
              .select({ doctorId: doctorTag.doctorId, term: tagTerm, group: tagGroup })
              .from(doctorTag)
              .innerJoin(tagTerm, eq(tagTerm.id, doctorTag.termId))
              .innerJoin(tagGroup, eq(tagGroup.id, tagTerm.groupId))
              .where(and(eq(doctorTag.tenantId, principal.tenant.id), inArray(doctorTag.doctorId, visible), eq(tagGroup.isRuleBased, true)))
          : [];
        return ok(
          visible.map((doctorId) => ({
            doctorId,
            terms: rows
              .filter((r) => r.doctorId === doctorId)
              .map((r) => ({
                id: r.term.id,
                groupId: r.group.id,
                value: r.term.value,
                valueEn: r.term.valueEn,
                kind: 'SYSTEM' as const,
                isRuleBased: true,
                addedBy: null,
                groupName: r.group.name,
                groupNameEn: r.group.nameEn,
              })),
          })),
        );
      },
    );

  for (const [url, kind, summary] of [
    ['/doctor/find/:id/system', 'rule', 'The rule-defined system tags on a doctor'],
    ['/doctor/find/staff/:id', 'staff', 'The system tags staff put on a doctor by hand, with who added each'],
    ['/doctor/find/:id/personal', 'personal', 'The caller’s personal tags on a doctor'],
  ] as const) {
    app.get(url, { config: DOCTOR_VIEW, schema: { tags, summary, params: idParams, response: { 200: envelope(z.array(tagTermSchema)) } } }, async (request) => {
      const principal = requirePrincipal(request);
      return ok(await doctorTerms(app.db, principal, await visibleDoctorId(app.db, principal, { id: request.params.id }), kind));
    });
  }

  app.get(
    '/doctor/find/notTag/:id',
    {
      config: DOCTOR_VIEW,
      schema: {
        tags,
        summary: 'Terms the caller could still put on a doctor: hand-applied system terms and their personal terms',
        params: idParams,
        response: { 200: envelope(z.array(tagTermSchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const id = await visibleDoctorId(app.db, principal, { id: request.params.id });
      const present = new Set((await app.db.select({ termId: doctorTag.termId }).from(doctorTag).where(eq(doctorTag.doctorId, id))).map((r) => r.termId));
      const manual = (await systemGroups(app.db, principal.tenant.id)).filter((g) => !g.isRuleBased).flatMap((g) => g.terms);
      const personal = await personalTerms(app.db, principal);
      return ok([...manual, ...personal.map(({ uses: _uses, ...term }) => term)].filter((term) => !present.has(term.id)));
    },
  );

  app.put(
    '/doctor/update/term/:id',
    {
      config: DOCTOR_TAGS,
      schema: {
        tags,
        summary: 'Sets the hand-applied system tags of a doctor to exactly the term ids given',
        params: idParams,
        body: z.array(z.number().int().positive()).max(50),
        response: { 200: envelope(z.array(tagTermSchema)) },
      },
    },
    async (request) => {
      const principal = requirePermission(request, 'customer:doctor:add');
      const id = await visibleDoctorId(app.db, principal, { id: request.params.id });
      await replaceDoctorTerms(app.db, principal, id, await requireAssignableTerms(app.db, principal, request.body, 'SYSTEM'), 'SYSTEM');
      return ok(await doctorTerms(app.db, principal, id, 'staff'));
    },
  );

  app.put(
    '/doctor/update/personalTerm/:id',
    {
      config: DOCTOR_VIEW,
      schema: {
        tags,
        summary: 'Sets the caller’s personal tags on a doctor to exactly the term ids given (only their own terms)',
        params: idParams,
        body: z.array(z.number().int().positive()).max(50),
        response: { 200: envelope(z.array(tagTermSchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const id = await visibleDoctorId(app.db, principal, { id: request.params.id });
      await replaceDoctorTerms(app.db, principal, id, await requireAssignableTerms(app.db, principal, request.body, 'PERSONAL'), 'PERSONAL');
      return ok(await doctorTerms(app.db, principal, id, 'personal'));
    },
  );

  app.post(
    '/customer/tag/add/:id',
    {
      config: DOCTOR_TAGS,
      schema: {
        tags,
        summary: 'Puts a tag on a doctor: a personal tag by its text (created when new), or a system term by its id',
        querystring: z.object({ addedValue: z.string().trim().min(1).max(20), mobileTagType: tagType.default('PERSONAL') }),
        params: idParams,
        response: { 200: envelope(tagTermSchema) },
      },
    },
    async (request) => {
      const { addedValue, mobileTagType } = request.query;
      const principal = mobileTagType === 'SYSTEM' ? requirePermission(request, 'customer:doctor:add') : requirePrincipal(request);
      const id = await visibleDoctorId(app.db, principal, { id: request.params.id });
      const termId = mobileTagType === 'PERSONAL' ? (await addPersonalTerm(app.db, principal, addedValue)).id : Number(addedValue);
      if (!Number.isSafeInteger(termId) || termId <= 0) throw notFound();
      await requireAssignableTerms(app.db, principal, [termId], mobileTagType);
      await addDoctorTerm(app.db, principal, id, termId);
      const all = [...(await doctorTerms(app.db, principal, id, 'staff')), ...(await doctorTerms(app.db, principal, id, 'personal'))];
      return ok(all.find((term) => term.id === termId)!);
    },
  );

  app.post(
    '/customer/tag/delete/:tagTermId',
    {
      config: DOCTOR_TAGS,
      schema: {
        tags,
        summary: 'Takes a tag term off the listed doctors (body: doctor ids); answers how many lost it',
        params: z.object({ tagTermId: z.coerce.number().int().positive() }),
        querystring: z.object({ mobileTagType: tagType.default('PERSONAL') }),
        body: z.array(z.number().int().positive()).min(1).max(500),
        response: { 200: envelope(z.object({ removed: z.number().int() })) },
      },
    },
    async (request) => {
      const { mobileTagType } = request.query;
      const principal = mobileTagType === 'SYSTEM' ? requirePermission(request, 'customer:doctor:add') : requirePrincipal(request);
      await requireAssignableTerms(app.db, principal, [request.params.tagTermId], mobileTagType);
      const visible = [...(await visibleDoctorIds(app.db, principal, request.body))];
      return ok({ removed: await removeTermFromDoctors(app.db, principal, request.params.tagTermId, visible) });
    },
  );
}
