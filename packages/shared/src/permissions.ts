/**
 * The closed vocabulary of permission marks, `module:entity:action`. A route's access, a handler's
 * check, a metric and a page's button name one of these; every one is granted by some entry of the
 * menu catalog (menu-catalog.test.ts), so a custom role can hold it, and a mark not listed here does
 * not type-check. Marks whose action only lets one look end in view, list, query or read; a route
 * that changes data declares one that does not.
 */
export const PERMISSIONS = [
  // ai
  'ai:assistant:chat',
  'ai:assistant:view',
  'ai:knowledge:upload',
  'ai:setting:edit',
  // clue
  'clue:clue:list',
  'clue:rule:edit',
  'clue:rule:list',
  'clue:rule:view',
  // content
  'content:article:add',
  'content:article:list',
  'content:article:review',
  'content:article:send',
  'content:article:view',
  'content:channel:edit',
  'content:outbox:view',
  'content:receipt:write',
  // customer
  'customer:allDoctor:list',
  'customer:allHospital:list',
  'customer:channel:edit',
  'customer:correction:add',
  'customer:doctor:add',
  'customer:doctor:export',
  'customer:doctor:list',
  'customer:doctor:view',
  'customer:doctorProfile:view',
  'customer:follow:edit',
  'customer:follow:list',
  'customer:hospital:list',
  'customer:hospital:view',
  'customer:kol:view',
  'customer:savedSearch:edit',
  'customer:tag:edit',
  'customer:verify:approve',
  'customer:verify:list',
  'customer:verify:upload',
  // dashboard
  'dashboard:analysis:view',
  'dashboard:business1:view',
  'dashboard:business2:view',
  'dashboard:business3:view',
  'dashboard:definition:edit',
  'dashboard:manager:view',
  // data
  'data:upload:add',
  'data:upload:list',
  // dataAsset
  'dataAsset:asset:check',
  'dataAsset:asset:list',
  'dataAsset:asset:unmask',
  'dataAsset:asset:view',
  'dataAsset:overview:view',
  // forecast
  'forecast:filling:edit',
  'forecast:filling:list',
  'forecast:filling:review',
  'forecast:issuance:list',
  'forecast:issuance:publish',
  'forecast:issuance:respond',
  // funnel
  'funnel:funnel:edit',
  'funnel:indirect:view',
  'funnel:marketing:view',
  // insight
  'insight:academicNetwork:view',
  'insight:doctorGroup:view',
  'insight:doctorIndividual:view',
  'insight:doctorPortrait:view',
  'insight:patientPortrait:list',
  'insight:patientPortrait:view',
  'insight:survey:add',
  'insight:survey:list',
  'insight:survey:publish',
  'insight:surveyResponse:add',
  // journey
  'journey:company:view',
  'journey:event:ingest',
  'journey:overview:view',
  'journey:personal:view',
  'journey:trend:view',
  // marketing
  'marketing:campaign:edit',
  'marketing:content:view',
  // meeting
  'meeting:all:list',
  'meeting:application:add',
  'meeting:application:approve',
  'meeting:application:list',
  'meeting:application:view',
  'meeting:approval:list',
  'meeting:approval:view',
  'meeting:budget:edit',
  'meeting:budget:list',
  'meeting:ccio:list',
  'meeting:confirmation:confirm',
  'meeting:confirmation:list',
  'meeting:institution:edit',
  'meeting:institution:list',
  'meeting:medicalLibrary:approve',
  'meeting:medicalLibrary:edit',
  'meeting:medicalLibrary:list',
  'meeting:meeting:view',
  'meeting:payment:approve',
  'meeting:payment:edit',
  'meeting:payment:list',
  'meeting:paymentApproval:list',
  'meeting:paymentApproval:view',
  'meeting:settings:edit',
  'meeting:speaker:add',
  'meeting:speaker:approve',
  'meeting:speaker:list',
  'meeting:speaker:view',
  'meeting:speakerApproval:list',
  'meeting:speakerApproval:view',
  'meeting:supplier:edit',
  'meeting:supplier:list',
  // news
  'news:message:list',
  // report
  'report:dailyReport:comment',
  'report:dailyReport:submit',
  'report:dailyReport:view',
  'report:massMessage:view',
  'report:systemUse:view',
  // sda
  'sda:diagnosis:export',
  'sda:diagnosis:list',
  'sda:period:close',
  'sda:treatmentRecord:approve',
  'sda:treatmentRecord:edit',
  'sda:treatmentRecord:list',
  // suggestion
  'suggestion:effect:view',
  'suggestion:settings:edit',
  'suggestion:suggestion:list',
  'suggestion:suggestion:respond',
  // system
  'system:audit:list',
  'system:dict:edit',
  'system:job:list',
  'system:language:edit',
  'system:menu:edit',
  'system:menu:list',
  'system:notice:publish',
  'system:org:edit',
  'system:org:list',
  'system:product:edit',
  'system:product:list',
  'system:role:edit',
  'system:role:list',
  'system:signin:edit',
  'system:sms:list',
  'system:user:edit',
  'system:user:list',
  // task
  'task:plan:view',
  'task:record:view',
  'task:task:add',
  'task:task:close',
  'task:task:edit',
  'task:task:list',
  'task:task:shift',
  // visit
  'visit:teamVisit:list',
  'visit:visit:add',
  'visit:visit:export',
  'visit:visit:list',
  // workflow
  'workflow:process:list',
  'workflow:processDefinition:edit',
  'workflow:processDefinition:list',
  'workflow:processInstance:start',
  'workflow:processInstance:view',
  'workflow:processInstance:withdraw',
  'workflow:task:list',
] as const;

export type PermissionMark = (typeof PERMISSIONS)[number];

const KNOWN: ReadonlySet<string> = new Set(PERMISSIONS);

/** Whether a string from outside (a role grant, a menu row) is a mark of the vocabulary. */
export function isPermissionMark(value: string): value is PermissionMark {
  return KNOWN.has(value);
}
