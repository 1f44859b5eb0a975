import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { FileAnswer } from '../../platform/contract-route';
import { trackClick, trackOpen } from './tracking-store';

/** A transparent 1×1 GIF, the open pixel's answer. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Where a tracked link leads, the click recorded; a damaged link still lands somewhere useful and records nothing. */
export async function clickTarget(db: Database, token: string): Promise<string> {
  try {
    return await trackClick(db, token);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return '/pc/';
  }
}

/** The open pixel, the open recorded (a damaged token records nothing). */
export async function openPixel(db: Database, token: string): Promise<FileAnswer> {
  try {
    await trackOpen(db, token);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
  return { headers: { 'cache-control': 'no-store', 'content-type': 'image/gif' }, body: PIXEL };
}
