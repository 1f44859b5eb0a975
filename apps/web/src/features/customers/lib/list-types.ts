import type { MenuNode } from '@/lib/menu/menu-types';
import { attributeOf } from '@/lib/menu/menu-tree';

export type CustomerListType = 'MY_FOCUS' | 'MY_CUSTOMER' | 'ALL_CUSTOMER';
export type HospitalListType = 'MY_HOSPITAL' | 'ALL_HOSPITAL';

const DOCTOR_LISTS: Record<string, CustomerListType> = { myCustomer: 'MY_FOCUS', focusCustomer: 'MY_CUSTOMER', allCustomer: 'ALL_CUSTOMER' };

/** The list a doctor tab shows: its `listType` attribute, else what its path stands for. */
export function doctorListTypeOf(node: Pick<MenuNode, 'attributes' | 'path'>): CustomerListType {
  const attribute = attributeOf(node, 'listType');
  if (attribute === 'MY_FOCUS' || attribute === 'MY_CUSTOMER' || attribute === 'ALL_CUSTOMER') return attribute;
  return DOCTOR_LISTS[node.path] ?? 'MY_CUSTOMER';
}

export function hospitalListTypeOf(node: Pick<MenuNode, 'path'>): HospitalListType {
  return node.path === 'totalHospital' ? 'ALL_HOSPITAL' : 'MY_HOSPITAL';
}
