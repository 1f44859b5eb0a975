import type { ServiceHost } from '../../platform/service-host';
import { VALIDATE_UPLOAD_JOB, validateUpload } from './upload-service';

/** The background dry run of large files. */
export function registerDataUploadJobs(host: ServiceHost): void {
  const limits = { dataUploadMaxInflatedMb: host.config.dataUploadMaxInflatedMb, dataUploadMaxRows: host.config.dataUploadMaxRows };
  host.jobs.register<{ uploadId: number; tenantId: number }>({
    name: VALIDATE_UPLOAD_JOB,
    maxAttempts: 3,
    handler: async ({ uploadId, tenantId }) => validateUpload(host.db, tenantId, uploadId, limits),
  });
}
