import type { FastifyInstance } from 'fastify';
import { bindingRoutes } from './channels/binding-routes';
import { channelRoutes } from './channels/channel-routes';
import { correctionRoutes } from './corrections/correction-routes';
import { doctorListRoutes } from './doctors/doctor-list-routes';
import { doctorRecordRoutes } from './doctors/doctor-record-routes';
import { doctorWriteRoutes } from './doctors/doctor-write-routes';
import { savedSearchRoutes } from './doctors/saved-search-routes';
import { hospitalRoutes } from './hospitals/hospital-routes';
import { lookupRoutes } from './lookups/lookup-routes';
import { ensureReferenceData } from './regions/reference-data';
import { regionRoutes } from './regions/region-routes';
import { salesAiRoutes, standardRoutes } from './regions/standard-routes';
import { tagRoutes } from './tags/tag-routes';
import { bulkVerificationRoutes } from './verification/bulk-routes';
import { certificateRoutes } from './verification/certificate-routes';
import { verificationRoutes } from './verification/verification-routes';
import { acceptUploads } from '../../platform/http/uploads';

/**
 * The customer calls of spec 7.5 (doctors, hospitals, regions, dictionaries, saved searches,
 * tags, channels and WeCom binding, verification, look-ups and the review of correction requests), relative to the business base.
 */
export async function customerRoutes(app: FastifyInstance) {
  // China's divisions and the standard departments must exist whatever seeded the database.
  app.addHook('onReady', async () => ensureReferenceData(app.db));
  await acceptUploads(app, { fields: 10 });
  for (const routes of [
    doctorListRoutes,
    doctorRecordRoutes,
    doctorWriteRoutes,
    savedSearchRoutes,
    hospitalRoutes,
    regionRoutes,
    standardRoutes,
    tagRoutes,
    channelRoutes,
    bindingRoutes,
    verificationRoutes,
    certificateRoutes,
    bulkVerificationRoutes,
    lookupRoutes,
    correctionRoutes,
  ]) {
    await app.register(routes);
  }
  await app.register(salesAiRoutes, { prefix: '/API-SALES-AI' });
}
