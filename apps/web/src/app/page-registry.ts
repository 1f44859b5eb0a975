import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { attributeOf } from '@/lib/menu/menu-tree';
import type { MenuNode, MenuPageProps } from '@/lib/menu/menu-types';
import { NEWS_PATH } from '@/lib/menu/fixed-paths';
import { adminConsoleSections } from '@crm/shared/menu-catalog';

type PageModule = { default: ComponentType<MenuPageProps> };
type PageLoader = () => Promise<PageModule>;

const news: PageLoader = () => import('@/features/news/routes/news-page');
const adminConsole: PageLoader = () => import('@/features/admin/routes/admin-console');
const aiAssistant: PageLoader = () => import('@/features/ai-assistant/routes/ai-assistant-page');
const myVisits: PageLoader = () => import('@/features/visits/routes/my-visits-page');
const teamVisits: PageLoader = () => import('@/features/visits/routes/team-visits-page');
const myPlan: PageLoader = () => import('@/features/visits/routes/my-plan-page');
const taskList: PageLoader = () => import('@/features/tasks/routes/task-list-page');
const taskRecordDetail: PageLoader = () => import('@/features/tasks/routes/task-record-detail-page');
const myProcess: PageLoader = () => import('@/features/workflow/routes/my-process-page');
const createInstance: PageLoader = () => import('@/features/workflow/routes/create-instance-page');
const instanceDetail: PageLoader = () => import('@/features/workflow/routes/instance-detail-page');
const todoTasks: PageLoader = () => import('@/features/workflow/routes/todo-page');
const doneTasks: PageLoader = () => import('@/features/workflow/routes/done-page');
const speakerList: PageLoader = () => import('@/features/speakers/routes/speaker-list-page');
const speakerManager: PageLoader = () => import('@/features/speakers/routes/speaker-manager-page');
const speakerApprove: PageLoader = () => import('@/features/speakers/routes/speaker-approve-page');
const speakerAdd: PageLoader = () => import('@/features/speakers/routes/speaker-add-page');
const speakerDetail: PageLoader = () => import('@/features/speakers/routes/speaker-detail-page');
const speakerApproveDetail: PageLoader = () => import('@/features/speakers/routes/speaker-approve-detail-page');
const medicalLibrary: PageLoader = () => import('@/features/meeting-setup/routes/medical-library-page');
const budgets: PageLoader = () => import('@/features/meeting-setup/routes/budget-page');
const institutions: PageLoader = () => import('@/features/meeting-setup/routes/institution-page');
const suppliers: PageLoader = () => import('@/features/meeting-setup/routes/supplier-page');
const costCentres: PageLoader = () => import('@/features/meeting-setup/routes/cost-centre-page');
const internalOrders: PageLoader = () => import('@/features/meeting-setup/routes/internal-order-page');
const meetingList: PageLoader = () => import('@/features/meetings/routes/meeting-list-page');
const allMeetings: PageLoader = () => import('@/features/meetings/routes/all-meetings-page');
const meetingDetail: PageLoader = () => import('@/features/meetings/routes/meeting-detail-page');
const meetingApprovalDetail: PageLoader = () => import('@/features/meetings/routes/approval-detail-page');
const meetingForm: PageLoader = () => import('@/features/meetings/routes/meeting-form-page');
const dataUpload: PageLoader = () => import('@/features/data-collection/routes/data-upload-page');
const treatmentRecords: PageLoader = () => import('@/features/data-collection/routes/treatment-records-page');
const diagnosis: PageLoader = () => import('@/features/data-collection/routes/diagnosis-page');
const forecastFilling: PageLoader = () => import('@/features/data-collection/routes/forecast-filling-page');
const issuance: PageLoader = () => import('@/features/data-collection/routes/issuance-page');
const dashboard: PageLoader = () => import('@/features/analytics/routes/analytics-dashboard-page');
const contentCenter: PageLoader = () => import('@/features/content/routes/content-center-page');
const contentDetail: PageLoader = () => import('@/features/content/routes/content-detail-page');
const marketContent: PageLoader = () => import('@/features/content/routes/market-content-page');
const massRecords: PageLoader = () => import('@/features/content/routes/mass-records-page');
const mySuggestions: PageLoader = () => import('@/features/suggestions/routes/my-suggestions-page');
const suggestionEffect: PageLoader = () => import('@/features/suggestions/routes/suggestion-effect-page');
const ruleManagement: PageLoader = () => import('@/features/event-analytics/routes/rule-management-page');
const clueQuery: PageLoader = () => import('@/features/event-analytics/routes/clue-query-page');
const addRule: PageLoader = () => import('@/features/event-analytics/routes/add-rule-page');
const marketingFunnel: PageLoader = () => import('@/features/event-analytics/routes/funnel-page');
const indirectFunnel: PageLoader = () => import('@/features/event-analytics/routes/indirect-funnel-page');
const userTransit: PageLoader = () => import('@/features/event-analytics/routes/user-transit-page');
const trendAssay: PageLoader = () => import('@/features/event-analytics/routes/trend-assay-page');
const personalJourney: PageLoader = () => import('@/features/event-analytics/routes/personal-page');
const companyJourney: PageLoader = () => import('@/features/event-analytics/routes/company-page');

/**
 * Every menu page the app knows, by full menu path. Pages load on first visit. Menu entries
 * that name another page in their `component` attribute (Customer 360) show that page.
 */
export const pageRegistry: Readonly<Record<string, PageLoader>> = {
  '/customer/doctorTeamManager/myCustomer': () => import('@/features/customers/routes/doctor-list-page'),
  '/customer/doctorTeamManager/focusCustomer': () => import('@/features/customers/routes/doctor-list-page'),
  '/customer/doctorTeamManager/allCustomer': () => import('@/features/customers/routes/doctor-list-page'),
  '/customer/KolMapping': () => import('@/features/kol-mapping/routes/kol-mapping-page'),
  '/customer/hospitalList/hospitalTeamManager': () => import('@/features/customers/routes/hospital-list-page'),
  '/customer/hospitalList/totalHospital': () => import('@/features/customers/routes/hospital-list-page'),
  '/customer/hospitalList/hospitalDetail': () => import('@/features/customers/routes/hospital-detail-page'),
  '/customer/visitTeamManager/myVisit': myVisits,
  '/customer/visitTeamManager/teamVisit': teamVisits,
  '/customer/doctorDataValidation': () => import('@/features/customers/routes/data-validation-page'),
  '/customer/businessRecord': () => import('@/features/customers/routes/doctor-detail-page'),
  '/customer/doctorProfile': () => import('@/features/doctor-profile/routes/doctor-profile-page'),
  '/task/all': taskList,
  '/task/today': taskList,
  '/task/after': taskList,
  '/task/expired': taskList,
  '/task/myPlan': myPlan,
  '/task/taskRecordDetail': taskRecordDetail,
  '/content/contentCenter': contentCenter,
  '/content/contentDetail': contentDetail,
  '/content/emailOutbox': () => import('@/features/content/routes/email-outbox-page'),
  '/meeting/apply/approved': meetingList,
  '/meeting/apply/submitted': meetingList,
  '/meeting/apply/myApproval': meetingList,
  '/meeting/approve/pendingApproved': meetingList,
  '/meeting/approve/doneApproved': meetingList,
  '/meeting/approve/myApproved': meetingList,
  '/meeting/myApproved': meetingList,
  '/meeting/payment/submitted': meetingList,
  '/meeting/payment/myApproval': meetingList,
  '/meeting/paymentApprove/pendingApproved': meetingList,
  '/meeting/paymentApprove/doneApproved': meetingList,
  '/meeting/met/beConfirmed': meetingList,
  '/meeting/met/unfinished': meetingList,
  '/meeting/met/doneConfirmed': meetingList,
  '/meeting/all': allMeetings,
  '/meeting/ccio/cc': costCentres,
  '/meeting/ccio/io': internalOrders,
  '/meeting/speaker/speakerMaintenance': speakerList,
  '/meeting/speaker/speakerApproval': speakerList,
  '/meeting/speaker/speakerApproved': speakerList,
  '/meeting/speakerManager': speakerManager,
  '/meeting/speakerApprove/sApproval': speakerApprove,
  '/meeting/speakerApprove/sApproved': speakerApprove,
  '/meeting/medicalLibrary': medicalLibrary,
  '/meeting/budgetIndex': budgets,
  '/meeting/institution': institutions,
  '/meeting/supplier': suppliers,
  '/meeting/paymentApprovalDetail': meetingApprovalDetail,
  '/meeting/speakerAdd': speakerAdd,
  '/meeting/speakerDetail': speakerDetail,
  '/meeting/speakerApproveDetail': speakerApproveDetail,
  '/meeting/meetDetail': meetingDetail,
  '/meeting/approvalDetail': meetingApprovalDetail,
  '/meeting/meeting-form': meetingForm,
  '/userInsights/DoctorAcademicNetwork': () => import('@/features/academic-network/routes/academic-network-page'),
  '/userInsights/HCPGrouPortrait/DocIndividual': () => import('@/features/insights/routes/doc-individual-page'),
  '/userInsights/HCPGrouPortrait/DocGroup': () => import('@/features/insights/routes/doc-group-page'),
  '/userInsights/PatientPortrait': () => import('@/features/insights/routes/patient-portrait-page'),
  '/userInsights/PatientPortraitDetail': () => import('@/features/insights/routes/patient-portrait-detail-page'),
  '/userInsights/Surveys': () => import('@/features/insights/routes/surveys-page'),
  '/data/managerDashboard': dashboard,
  '/data/businessDashboard-1': dashboard,
  '/data/businessDashboard-2': dashboard,
  '/data/businessDashboard-3': dashboard,
  '/data/analysis': () => import('@/features/analytics/routes/analysis-page'),
  '/systemReport/rbRecords': () => import('@/features/analytics/routes/daily-reports-page'),
  '/DataCollection/dataUpload': dataUpload,
  '/sdaManager/dtRecords': treatmentRecords,
  '/sdaManager/diagnosis': diagnosis,
  '/forecast/fillingForecast': forecastFilling,
  '/forecast/issuancePredict': issuance,
  '/systemReport/systemUseAnalysis': dashboard,
  '/dataAssets/home': () => import('@/features/analytics/routes/asset-home-page'),
  '/dataAssets/dataAssetsIndex': () => import('@/features/analytics/routes/asset-index-page'),
  '/dataAssets/dataAssetsPage': () => import('@/features/analytics/routes/asset-detail-page'),
  '/marketActive/marketContent': marketContent,
  '/systemReport/qfRecord': massRecords,
  '/nextBestAction/mySuggestions': mySuggestions,
  '/nextBestAction/suggestionEffect': suggestionEffect,
  '/clueScore/ruleManagement': ruleManagement,
  '/clueScore/clueQuery': clueQuery,
  '/clueScore/addRule': addRule,
  '/salesFunnel/marketingFunnel': marketingFunnel,
  '/salesFunnel/indirectFunnel': indirectFunnel,
  '/transit/userTransit': userTransit,
  '/transit/trendAssay': trendAssay,
  '/transit/personal': personalJourney,
  '/transit/company': companyJourney,
  '/taskManager/myProcess': myProcess,
  '/taskManager/process-instance/create': createInstance,
  '/taskManager/process-instance/detail': instanceDetail,
  '/taskManager/task/todo': todoTasks,
  '/taskManager/task/done': doneTasks,
  '/ai/clound': aiAssistant,
  [NEWS_PATH]: news,
  // The console's sections are granted through the catalog but open in the console, outside the shell.
  ...Object.fromEntries(adminConsoleSections.map((section) => [`/admin/${section.path}`, adminConsole])),
};

const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType<MenuPageProps>>>();

function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType<MenuPageProps>> {
  let page = lazyPages.get(loader);
  if (!page) {
    page = lazy(loader);
    lazyPages.set(loader, page);
  }
  return page;
}

/** The registry key of a menu entry: the page it names in `component`, else its own path. */
export function registryKey(node: Pick<MenuNode, 'attributes'>, fullPath: string): string {
  return attributeOf(node, 'component') ?? fullPath;
}

/** The lazily loaded page of a menu entry, or undefined when the app has no such page. */
export function pageFor(node: Pick<MenuNode, 'attributes'>, fullPath: string): LazyExoticComponent<ComponentType<MenuPageProps>> | undefined {
  const loader = pageRegistry[registryKey(node, fullPath)];
  return loader ? lazyPage(loader) : undefined;
}
