import { lazy } from 'react';
import { contributeHomeCards } from '@/lib/home-cards';

/** The home's cards that come from features other than the dashboard. */
contributeHomeCards([
  {
    key: 'suggestions',
    component: lazy(() => import('@/features/suggestions/components/suggestions-card')),
    permissions: ['suggestion:suggestion:list'],
  },
]);
