import { lazy, type ComponentType } from 'react';
import type { DoctorDetailSection, DoctorDetailSectionProps } from '@/lib/doctor-sections';
import zh from './locales/zh.json';
import en from './locales/en.json';

type SectionKey = keyof typeof zh.detail.tabs;
type SectionModule = Promise<{ default: ComponentType<DoctorDetailSectionProps> }>;

/** A tab titled by its key under `detail.tabs`, in both languages, its component loaded when first shown. */
const section = (key: SectionKey, load: () => SectionModule, permissions?: DoctorDetailSection['permissions']): DoctorDetailSection => ({
  key,
  title: { zh: zh.detail.tabs[key], en: en.detail.tabs[key] },
  component: lazy(load),
  ...(permissions && { permissions }),
});

/**
 * The tabs of the doctor detail page (`/customer/businessRecord/{doctorId}/{doctorName}`), in order.
 * Other features add theirs through the app's composition (lib/doctor-sections.ts).
 */
export const doctorDetailSections: DoctorDetailSection[] = [
  section('record', () => import('./components/doctor-detail/record-section')),
  section('tags', () => import('./components/doctor-detail/tags-section')),
  section('channels', () => import('./components/doctor-detail/channels-section')),
  section('verification', () => import('./components/doctor-detail/verification-section'), ['customer:verify:list']),
  section('correction', () => import('./components/doctor-detail/correction-section')),
];
