import { lazy, type ComponentType } from 'react';
import { zh } from './locales/zh';
import { en } from './locales/en';

/** What every section of the doctor detail page receives: the doctor's record id, as in the address. */
export interface DoctorDetailSectionProps {
  doctorId: string;
}

export interface DoctorDetailSection {
  /** Unique; also the tab key. */
  key: string;
  title: { zh: string; en: string };
  component: ComponentType<DoctorDetailSectionProps>;
  /** Shown only to users holding any of these permissions (the server checks them too). */
  permissions?: string[];
}

/**
 * The tabs of the doctor detail page (`/customer/businessRecord/{doctorId}/{doctorName}`), in order.
 * Other features add theirs here (visits, tasks, transfers of value): a lazily loaded component
 * taking `{ doctorId }`, e.g.
 * `{ key: 'visits', title: { zh: '拜访记录', en: 'Visits' }, component: lazy(() => import('…/doctor-visits-section')), permissions: ['visit:visit:list'] }`.
 */
export const doctorDetailSections: DoctorDetailSection[] = [
  {
    key: 'record',
    title: { zh: zh.detail.tabs.record, en: en.detail.tabs.record },
    component: lazy(() => import('./components/doctor-detail/record-section')),
  },
  {
    key: 'tags',
    title: { zh: zh.detail.tabs.tags, en: en.detail.tabs.tags },
    component: lazy(() => import('./components/doctor-detail/tags-section')),
  },
  {
    key: 'channels',
    title: { zh: zh.detail.tabs.channels, en: en.detail.tabs.channels },
    component: lazy(() => import('./components/doctor-detail/channels-section')),
  },
  {
    key: 'verification',
    title: { zh: zh.detail.tabs.verification, en: en.detail.tabs.verification },
    component: lazy(() => import('./components/doctor-detail/verification-section')),
    permissions: ['customer:verify:list'],
  },
  {
    key: 'correction',
    title: { zh: zh.detail.tabs.correction, en: en.detail.tabs.correction },
    component: lazy(() => import('./components/doctor-detail/correction-section')),
  },
  {
    key: 'visits',
    title: { zh: zh.detail.tabs.visits, en: en.detail.tabs.visits },
    component: lazy(() => import('@/features/visits/components/doctor-visits-section').then((m) => ({ default: m.DoctorVisitsSection }))),
    permissions: ['visit:visit:list'],
  },
  {
    key: 'tasks',
    title: { zh: zh.detail.tabs.tasks, en: en.detail.tabs.tasks },
    component: lazy(() => import('@/features/tasks/components/doctor-tasks-section').then((m) => ({ default: m.DoctorTasksSection }))),
    permissions: ['task:task:list'],
  },
  {
    key: 'ledger',
    title: { zh: zh.detail.tabs.ledger, en: en.detail.tabs.ledger },
    component: lazy(() => import('@/features/meetings/components/doctor-ledger-section').then((m) => ({ default: m.DoctorLedgerSection }))),
  },
];
