import type { ServerModule } from '../../platform/http/server-module';
import { dataUploadRoutes } from './upload-routes';
import { registerDataUploadJobs } from './upload-jobs';

/** Spreadsheet uploads: templates, the dry run, saving and rejected rows. */
export const dataUploadModule: ServerModule = {
  name: 'data-upload',
  dependsOn: ['customers', 'sda'],
  routes: [{ prefix: '/prod-api', plugin: dataUploadRoutes }],
  jobs: registerDataUploadJobs,
};

// What other modules may use.
export { onUploadSaved } from './upload-service';
export { type ModelCode } from './models';
export { addSalesActuals } from './demo/sales-for-demos';
