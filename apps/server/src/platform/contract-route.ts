import type { Readable } from 'node:stream';
import type { Lang } from '@crm/shared/i18n';
import type { Database } from '../db/client';
import type { Principal } from './principal';
import type { RequestFacts } from './route-access';
import type { ServiceHost } from './service-host';
import type { UploadedFile, UploadRules } from './upload-rules';
import type { Tenant } from './tenant-directory';

/**
 * What a handler and the repositories and services it calls work with: the tenant and caller of
 * this request, resolved once by the request-context plugin, never threaded by hand; what the
 * running server lends (configuration, jobs, log, outbound policy, broker); and the facts of the
 * request. Nothing of the web framework: route handlers alone also get its request and reply
 * (platform/http/contract-route.ts registers a contract's route).
 */
export interface RequestContext<P extends Principal | null = Principal> {
  db: Database;
  /** Null only on a public route called on a domain that is no tenant's. */
  tenant: P extends Principal ? Tenant : Tenant | null;
  principal: P;
  lang: Lang;
  /** The configuration, job queue, log, outbound policy, tenants and broker of the running server. */
  host: ServiceHost;
  /** Who called, from where, on which route; the request's own log. */
  request: RequestFacts;
  /**
   * Reads the one file of a multipart request (a 400 without one, a 413 past `maxBytes` or, for a
   * zip, past its archive limits): the only way an upload reaches a service (platform/http/uploads.ts).
   */
  readUpload(rules: UploadRules): Promise<UploadedFile>;
  /** The envelope's `message` instead of `success`, when the answer needs a word (data withheld). */
  envelopeMessage?: string;
}

/**
 * A file a service answers with (an export, a stored upload): the route of a `file` contract returns
 * it and the route registration sends it, its headers in order, then its body.
 */
export interface FileAnswer {
  headers: Readonly<Record<string, string>>;
  body: Buffer | string | Readable;
}

/** An `attachment` download of `fileName` (its name in UTF-8, as every export names its file). */
export function attachmentOf(contentType: string, fileName: string, body: FileAnswer['body']): FileAnswer {
  return { headers: { 'content-type': contentType, 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}` }, body };
}
