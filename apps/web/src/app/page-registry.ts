import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { attributeOf } from '@/lib/menu/menu-tree';
import type { MenuNode, MenuPageProps } from '@/lib/menu/menu-types';
import { NEWS_PATH } from '@/lib/menu/fixed-paths';

type PageModule = { default: ComponentType<MenuPageProps> };
type PageLoader = () => Promise<PageModule>;

/** A section whose feature is not enabled yet; each feature replaces its paths with its pages. */
const inactiveSection: PageLoader = () => import('@/features/inactive-section/routes/inactive-section-page');
const news: PageLoader = () => import('@/features/news/routes/news-page');

/**
 * Every menu page the app knows, by full menu path. Pages load on first visit. Menu entries
 * that name another page in their `component` attribute (Customer 360) show that page.
 */
export const pageRegistry: Readonly<Record<string, PageLoader>> = {
  '/customer/doctorTeamManager/myCustomer': inactiveSection,
  '/customer/doctorTeamManager/focusCustomer': inactiveSection,
  '/customer/doctorTeamManager/allCustomer': inactiveSection,
  '/customer/KolMapping': inactiveSection,
  '/customer/hospitalList/hospitalTeamManager': inactiveSection,
  '/customer/hospitalList/totalHospital': inactiveSection,
  '/customer/hospitalList/hospitalDetail': inactiveSection,
  '/customer/visitTeamManager/myVisit': inactiveSection,
  '/customer/visitTeamManager/teamVisit': inactiveSection,
  '/customer/doctorDataValidation': inactiveSection,
  '/customer/businessRecord': inactiveSection,
  '/customer/doctorProfile': inactiveSection,
  '/task/all': inactiveSection,
  '/task/today': inactiveSection,
  '/task/after': inactiveSection,
  '/task/expired': inactiveSection,
  '/task/myPlan': inactiveSection,
  '/task/taskRecordDetail': inactiveSection,
  '/content/contentCenter': inactiveSection,
  '/content/contentDetail': inactiveSection,
  '/meeting/apply/approved': inactiveSection,
  '/meeting/apply/submitted': inactiveSection,
  '/meeting/apply/myApproval': inactiveSection,
  '/meeting/approve/pendingApproved': inactiveSection,
  '/meeting/approve/doneApproved': inactiveSection,
  '/meeting/approve/myApproved': inactiveSection,
  '/meeting/myApproved': inactiveSection,
  '/meeting/payment/submitted': inactiveSection,
  '/meeting/payment/myApproval': inactiveSection,
  '/meeting/paymentApprove/pendingApproved': inactiveSection,
  '/meeting/paymentApprove/doneApproved': inactiveSection,
  '/meeting/met/beConfirmed': inactiveSection,
  '/meeting/met/unfinished': inactiveSection,
  '/meeting/met/doneConfirmed': inactiveSection,
  '/meeting/ccio/cc': inactiveSection,
  '/meeting/ccio/io': inactiveSection,
  '/meeting/speaker/speakerMaintenance': inactiveSection,
  '/meeting/speaker/speakerApproval': inactiveSection,
  '/meeting/speaker/speakerApproved': inactiveSection,
  '/meeting/speakerManager': inactiveSection,
  '/meeting/speakerApprove/sApproval': inactiveSection,
  '/meeting/speakerApprove/sApproved': inactiveSection,
  '/meeting/medicalLibrary': inactiveSection,
  '/meeting/budgetIndex': inactiveSection,
  '/meeting/institution': inactiveSection,
  '/meeting/supplier': inactiveSection,
  '/meeting/paymentApprovalDetail': inactiveSection,
  '/meeting/speakerAdd': inactiveSection,
  '/meeting/speakerDetail': inactiveSection,
  '/meeting/speakerApproveDetail': inactiveSection,
  '/meeting/meetDetail': inactiveSection,
  '/meeting/approvalDetail': inactiveSection,
  '/meeting/meeting-form': inactiveSection,
  '/userInsights/DoctorAcademicNetwork': inactiveSection,
  '/userInsights/HCPGrouPortrait/DocIndividual': inactiveSection,
  '/userInsights/HCPGrouPortrait/DocGroup': inactiveSection,
  '/userInsights/PatientPortrait': inactiveSection,
  '/userInsights/PatientPortraitDetail': inactiveSection,
  '/clueScore/ruleManagement': inactiveSection,
  '/clueScore/clueQuery': inactiveSection,
  '/clueScore/addRule': inactiveSection,
  '/salesFunnel/marketingFunnel': inactiveSection,
  '/salesFunnel/indirectFunnel': inactiveSection,
  '/transit/userTransit': inactiveSection,
  '/transit/trendAssay': inactiveSection,
  '/transit/personal': inactiveSection,
  '/transit/company': inactiveSection,
  '/marketActive/marketContent': inactiveSection,
  '/data/managerDashboard': inactiveSection,
  '/data/businessDashboard-1': inactiveSection,
  '/data/businessDashboard-2': inactiveSection,
  '/data/businessDashboard-3': inactiveSection,
  '/data/analysis': inactiveSection,
  '/systemReport/rbRecords': inactiveSection,
  '/systemReport/qfRecord': inactiveSection,
  '/systemReport/systemUseAnalysis': inactiveSection,
  '/dataAssets/home': inactiveSection,
  '/dataAssets/dataAssetsIndex': inactiveSection,
  '/dataAssets/dataAssetsPage': inactiveSection,
  '/DataCollection/dataUpload': inactiveSection,
  '/sdaManager/dtRecords': inactiveSection,
  '/forecast/fillingForecast': inactiveSection,
  '/forecast/issuancePredict': inactiveSection,
  '/taskManager/myProcess': inactiveSection,
  '/taskManager/process-instance/create': inactiveSection,
  '/taskManager/process-instance/detail': inactiveSection,
  '/taskManager/task/todo': inactiveSection,
  '/taskManager/task/done': inactiveSection,
  '/ai/clound': inactiveSection,
  [NEWS_PATH]: news,
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
