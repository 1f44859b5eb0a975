// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { flattenMenuCatalog, isRouteLeaf, menuRoutePaths } from '@crm/shared/menu-catalog';
import { pageRegistry, registryKey } from './page-registry';

const routesJson = [
  // Menu routes of spec/routes.json that the catalog serves under a concrete path.
  '/ai/clound',
  '/userInsights/DoctorAcademicNetwork',
  '/userInsights/HCPGrouPortrait/DocIndividual',
  '/userInsights/HCPGrouPortrait/DocGroup',
  '/userInsights/PatientPortrait',
  '/userInsights/PatientPortraitDetail',
  '/dataAssets/home',
  '/dataAssets/dataAssetsIndex',
  '/dataAssets/dataAssetsPage',
  '/news/newsIndex',
  '/customer/KolMapping',
  '/customer/doctorTeamManager/myCustomer',
  '/customer/doctorTeamManager/focusCustomer',
  '/customer/doctorTeamManager/allCustomer',
  '/customer/hospitalList/hospitalTeamManager',
  '/customer/hospitalList/totalHospital',
  '/customer/doctorDataValidation',
  '/customer/visitTeamManager/myVisit',
  '/customer/visitTeamManager/teamVisit',
  '/content/contentCenter',
  '/meeting/apply/approved',
  '/meeting/apply/submitted',
  '/meeting/apply/myApproval',
  '/meeting/approve/pendingApproved',
  '/meeting/approve/doneApproved',
  '/meeting/approve/myApproved',
  '/meeting/myApproved',
  '/meeting/payment/submitted',
  '/meeting/payment/myApproval',
  '/meeting/paymentApprove/pendingApproved',
  '/meeting/paymentApprove/doneApproved',
  '/meeting/met/beConfirmed',
  '/meeting/met/unfinished',
  '/meeting/met/doneConfirmed',
  '/meeting/ccio/cc',
  '/meeting/ccio/io',
  '/meeting/speaker/speakerMaintenance',
  '/meeting/speaker/speakerApproval',
  '/meeting/speaker/speakerApproved',
  '/meeting/speakerManager',
  '/meeting/speakerApprove/sApproval',
  '/meeting/speakerApprove/sApproved',
  '/meeting/medicalLibrary',
  '/meeting/budgetIndex',
  '/meeting/institution',
  '/meeting/supplier',
  '/nextBestAction/mySuggestions',
  '/nextBestAction/suggestionEffect',
  '/clueScore/ruleManagement',
  '/clueScore/clueQuery',
  '/clueScore/addRule',
  '/salesFunnel/marketingFunnel',
  '/salesFunnel/indirectFunnel',
  '/task/all',
  '/task/today',
  '/task/after',
  '/task/expired',
  '/transit/userTransit',
  '/transit/trendAssay',
  '/transit/personal',
  '/transit/company',
  '/marketActive/marketContent',
  '/data/managerDashboard',
  '/data/businessDashboard-1',
  '/data/businessDashboard-2',
  '/data/businessDashboard-3',
  '/data/analysis',
  '/systemReport/rbRecords',
  '/systemReport/qfRecord',
  '/systemReport/systemUseAnalysis',
  '/taskManager/myProcess',
  '/taskManager/process-instance/create',
  '/taskManager/process-instance/detail',
  '/taskManager/task/todo',
  '/taskManager/task/done',
  '/DataCollection/dataUpload',
  '/sdaManager/dtRecords',
  '/Customer360/ClueScore',
  '/Customer360/SalesFunnel',
  '/Customer360/Transit',
  '/Customer360/MarketActive',
  '/forecast/fillingForecast',
  '/forecast/issuancePredict',
];

const leaves = flattenMenuCatalog().filter(isRouteLeaf);

describe('page registry', () => {
  it('has a page for every routable menu entry of the catalog', () => {
    const missing = leaves.filter((entry) => !pageRegistry[registryKey({ attributes: entry.attributes ?? [] }, entry.fullPath)]).map((entry) => entry.fullPath);
    expect(missing).toEqual([]);
  });

  it('covers every menu route the spec lists', () => {
    expect(routesJson.filter((path) => !menuRoutePaths.includes(path))).toEqual([]);
  });

  it('names no path the catalog does not have', () => {
    const known = new Set(leaves.map((entry) => entry.fullPath));
    expect(Object.keys(pageRegistry).filter((path) => !known.has(path))).toEqual([]);
  });

  it('loads every registered page as a component', async () => {
    for (const loader of new Set(Object.values(pageRegistry))) {
      const module = await loader();
      expect(typeof module.default).toBe('function');
    }
  }, 60_000);
});
