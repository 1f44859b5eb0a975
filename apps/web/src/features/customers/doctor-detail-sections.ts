import { lazy } from 'react';
import type { DoctorDetailSection } from '@/lib/doctor-sections';
import { zh } from './locales/zh';
import { en } from './locales/en';

/**
 * The tabs of the doctor detail page (`/customer/businessRecord/{doctorId}/{doctorName}`), in order.
 * Other features add theirs through the app's composition (lib/doctor-sections.ts).
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
];
