import type { FastifyRequest } from 'fastify';
import { CUSTOMER_LIST_PERMISSIONS } from '@crm/shared/contracts/doctors';
import type { Principal } from '../../../platform/principal';
import { requirePermission } from '../../../platform/request-context';

/** Route access declarations of the customer calls, named after what they guard. */
export const SIGNED_IN = { access: { authenticated: true } } as const;
export const DOCTOR_VIEW = { access: { permission: 'customer:doctor:view' } } as const;
export const DOCTOR_LIST = { access: { permission: 'customer:doctor:list' } } as const;
export const DOCTOR_ADD = { access: { permission: 'customer:doctor:add' } } as const;
/** Changing a doctor's channels and WeCom bindings (consent data), and filing a correction request. */
export const CHANNEL_EDIT = { access: { permission: 'customer:channel:edit' } } as const;
export const CORRECTION_ADD = { access: { permission: 'customer:correction:add' } } as const;
export const FOLLOW = { access: { permission: 'customer:follow:list' } } as const;
export const HOSPITAL_VIEW = { access: { permission: 'customer:hospital:view' } } as const;
export const VERIFY_LIST = { access: { permission: 'customer:verify:list' } } as const;
export const VERIFY_UPLOAD = { access: { permission: 'customer:verify:upload' } } as const;
export const VERIFY_APPROVE = { access: { permission: 'customer:verify:approve' } } as const;

/** The hospital lists: any signed-in caller, then the permission of the list asked for. */
export const HOSPITAL_LISTS = {
  access: { authenticated: true, checks: [CUSTOMER_LIST_PERMISSIONS.MY_HOSPITAL, CUSTOMER_LIST_PERMISSIONS.ALL_HOSPITAL] },
} as const;
/** Tags on a doctor: viewing the doctor is enough for personal tags; system tags need customer:doctor:add. */
export const DOCTOR_TAGS = { access: { permission: 'customer:doctor:view', checks: ['customer:doctor:add'] } } as const;

/** Each list tab has its own permission (spec 2.3); the caller must hold the one of the tab asked for. */
export function requireListPermission(request: FastifyRequest, listType: keyof typeof CUSTOMER_LIST_PERMISSIONS): Principal {
  return requirePermission(request, CUSTOMER_LIST_PERMISSIONS[listType]);
}
