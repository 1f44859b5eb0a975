import type { ServerModule } from '../../platform/http/server-module';
import { customerRoutes } from './routes';
import { seedCustomers } from './demo/seed-customers';

/** Doctors and hospitals: records, search, access ranges, tags, corrections, verification and channels. */
export const customersModule: ServerModule = {
  name: 'customers',
  dependsOn: ['identity', 'system', 'interactions'],
  routes: [{ prefix: '/prod-api', plugin: customerRoutes }],
  seedDemo: (tx, tenant) => seedCustomers(tx, tenant),
};

// What other modules may use.
export { doctorRangeCondition, myCustomersCondition, requireVisibleDoctor, visibleDoctorIds, type DoctorRange } from './access/doctor-scope';
export { visibleDoctorId } from './doctors/doctor-detail-repository';
export { searchDoctors } from './doctors/search-repository';
export { departmentTree } from './regions/department-tree';
export { regionNames } from './regions/region-names';
export { correctMasterFields, touchLastVisit } from './doctors/doctor-facts';
export { addLibraryMaterial } from './lookups/library-materials';
export { submitRegistrationRequest } from './verification/registration-requests';
export { giveDoctorsEmails, setLastVisitsFrom } from './demo/doctor-demo-updates';
