import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/customer-tags';
import { notFound } from '../../../lib/http-error';
import type { RequestContext } from '../../../platform/contract-route';
import { route } from '../../../platform/http/contract-route';
import { requirePermission } from '../../../platform/route-access';
import { ruleTagsOfDoctors, setDoctorTags, tagDoctor, tagsAvailableFor, tagsOnDoctor, untagDoctors } from './doctor-tags';
import { addPersonalTerm, personalTerms, systemGroups } from './tag-repository';

/** System tags need customer:doctor:add; personal ones only what the route itself asks. */
const callerFor = (context: RequestContext, kind: contracts.TagTerm['kind']) => (kind === 'SYSTEM' ? requirePermission(context.request, 'customer:doctor:add') : context.principal);

/** Tag catalogue and the tags on doctors: rule-applied system tags, hand-applied ones, personal ones. */
export async function tagRoutes(app: FastifyInstance) {
  route(app, contracts.findUserTagTerms, async (_input, { db, principal }) => ({
    groups: await systemGroups(db, principal.tenant.id),
    personal: await personalTerms(db, principal),
  }));
  route(app, contracts.findTagGroup, async ({ params }, { db, principal }) => {
    const [group] = await systemGroups(db, principal.tenant.id, params.groupId);
    if (!group) throw notFound();
    return group;
  });
  route(app, contracts.findPersonalTerms, (_input, { db, principal }) => personalTerms(db, principal));
  route(app, contracts.addPersonalTerm, ({ params }, { db, principal }) => addPersonalTerm(db, principal, params.termValue));

  const ruleTags = contracts.findRuleTagsOfDoctors;
  route(app, ruleTags, ({ body }, { db, principal }) => ruleTagsOfDoctors(db, principal, body.doctorIds));
  // The spec's path ends in a slash, which OpenAPI tools refuse: the document names it without
  // one (above), and the path with the slash is served too, left out of the document.
  await app.register(async (hidden) => {
    hidden.addHook('onRoute', (options) => {
      options.schema = { ...options.schema, hide: true };
    });
    route(hidden, { ...ruleTags, path: `${ruleTags.path}/` }, ({ body }, { db, principal }) => ruleTagsOfDoctors(db, principal, body.doctorIds));
  });

  route(app, contracts.findDoctorRuleTags, ({ params }, { db, principal }) => tagsOnDoctor(db, principal, params.id, 'rule'));
  route(app, contracts.findDoctorStaffTags, ({ params }, { db, principal }) => tagsOnDoctor(db, principal, params.id, 'staff'));
  route(app, contracts.findDoctorPersonalTags, ({ params }, { db, principal }) => tagsOnDoctor(db, principal, params.id, 'personal'));
  route(app, contracts.findAvailableDoctorTags, ({ params }, { db, principal }) => tagsAvailableFor(db, principal, params.id));
  route(app, contracts.setDoctorSystemTags, ({ params, body }, context) => setDoctorTags(context.db, callerFor(context, 'SYSTEM'), params.id, body, 'SYSTEM'));
  route(app, contracts.setDoctorPersonalTags, ({ params, body }, { db, principal }) => setDoctorTags(db, principal, params.id, body, 'PERSONAL'));
  route(app, contracts.addDoctorTag, ({ params, query }, context) =>
    tagDoctor(context.db, callerFor(context, query.mobileTagType), params.id, query.addedValue, query.mobileTagType),
  );
  route(app, contracts.removeDoctorTag, ({ params, query, body }, context) =>
    untagDoctors(context.db, callerFor(context, query.mobileTagType), params.tagTermId, body, query.mobileTagType),
  );
}
