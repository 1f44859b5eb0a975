import type { ServerModule } from './platform/http/server-module';
import { identityModule } from './modules/identity/index';
import { systemModule } from './modules/system/index';
import { adminModule } from './modules/admin/index';
import { notificationsModule } from './modules/notifications/index';
import { messagingModule } from './modules/messaging/index';
import { partnerModule } from './modules/partner/index';
import { interactionsModule } from './modules/interactions/index';
import { workflowModule } from './modules/workflow/index';
import { customersModule } from './modules/customers/index';
import { academicModule } from './modules/academic/index';
import { tasksModule } from './modules/tasks/index';
import { visitsModule } from './modules/visits/index';
import { meetingsModule } from './modules/meetings/index';
import { publicMeetingModule } from './modules/public-meeting/index';
import { sdaModule } from './modules/sda/index';
import { dataUploadModule } from './modules/data-upload/index';
import { forecastModule } from './modules/forecast/index';
import { contentModule } from './modules/content/index';
import { analyticsModule } from './modules/analytics/index';
import { doctorPortalModule } from './modules/doctor-portal/index';
import { insightsModule } from './modules/insights/index';
import { leadScoringModule } from './modules/lead-scoring/index';
import { aiModule } from './modules/ai/index';
import { timelineModule } from './modules/timeline/index';
import { homeModule } from './modules/home/index';
import { suggestionsModule } from './modules/suggestions/index';

/**
 * Every server module, in the order the app registers their routes and jobs and the demo seeds their
 * data: a module comes after those it builds on, and the demo story after what it tells of (content
 * before the interaction events that follow it; KOL and lead scores and the assistant index are
 * derived once every module has seeded). Adding a module is its folder, its schema folder and a line here.
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  identityModule,
  systemModule,
  adminModule,
  notificationsModule,
  messagingModule,
  partnerModule,
  interactionsModule,
  workflowModule,
  customersModule,
  academicModule,
  tasksModule,
  visitsModule,
  meetingsModule,
  publicMeetingModule,
  sdaModule,
  dataUploadModule,
  forecastModule,
  contentModule,
  analyticsModule,
  doctorPortalModule,
  insightsModule,
  leadScoringModule,
  aiModule,
  timelineModule,
  homeModule,
  suggestionsModule,
];
