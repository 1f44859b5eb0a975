import { CUSTOMER_LIST_PERMISSIONS } from '@crm/shared/contracts/doctors';
import type { Principal } from '../../../platform/principal';
import { requirePermission, type RequestFacts } from '../../../platform/route-access';

/** Each list tab has its own permission (spec 2.3); the caller must hold the one of the tab asked for. */
export function requireListPermission(request: RequestFacts, listType: keyof typeof CUSTOMER_LIST_PERMISSIONS): Principal {
  return requirePermission(request, CUSTOMER_LIST_PERMISSIONS[listType]);
}
