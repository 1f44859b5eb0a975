import { lazy } from 'react';
import { contributeDoctorActions } from '@/lib/doctor-actions';
import { contributeDoctorCards } from '@/lib/doctor-cards';
import { contributeDoctorSections } from '@/lib/doctor-sections';

/** The doctor detail page's sections that come from features other than customers. */
contributeDoctorSections([
  {
    key: 'visits',
    title: { zh: '拜访记录', en: 'Visits' },
    component: lazy(() => import('@/features/visits/components/doctor-visits-section').then((m) => ({ default: m.DoctorVisitsSection }))),
    permissions: ['visit:visit:list'],
  },
  {
    key: 'tasks',
    title: { zh: '任务', en: 'Tasks' },
    component: lazy(() => import('@/features/tasks/components/doctor-tasks-section').then((m) => ({ default: m.DoctorTasksSection }))),
    permissions: ['task:task:list'],
  },
  {
    key: 'consent',
    title: { zh: '推送同意', en: 'Consent' },
    component: lazy(() => import('@/features/content/components/doctor-consent-section').then((m) => ({ default: m.DoctorConsentSection }))),
    permissions: ['content:article:list'],
  },
  {
    key: 'suggestions',
    title: { zh: '建议下一步', en: 'Suggested next' },
    component: lazy(() => import('@/features/suggestions/components/doctor-suggestions-section').then((m) => ({ default: m.DoctorSuggestionsSection }))),
    permissions: ['suggestion:suggestion:list'],
  },
  {
    key: 'ledger',
    title: { zh: '利益往来', en: 'Transfers of value' },
    component: lazy(() => import('@/features/meetings/components/doctor-ledger-section').then((m) => ({ default: m.DoctorLedgerSection }))),
  },
]);

/** The actions on a doctor's record and profile pages that come from other features. */
contributeDoctorActions([
  {
    key: 'logVisit',
    component: lazy(() => import('@/features/visits/components/log-visit-action').then((m) => ({ default: m.LogVisitAction }))),
    permissions: ['visit:visit:add'],
  },
  {
    key: 'newTask',
    component: lazy(() => import('@/features/tasks/components/new-task-action').then((m) => ({ default: m.NewTaskAction }))),
    buttons: ['task:task:add'],
  },
]);

/** The cards on the doctor profile's Interactions tab that come from other features. */
contributeDoctorCards([
  {
    key: 'suggestions',
    component: lazy(() => import('@/features/suggestions/components/doctor-suggestions-card').then((m) => ({ default: m.DoctorSuggestionsCard }))),
    permissions: ['suggestion:suggestion:list'],
  },
]);
