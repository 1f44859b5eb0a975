import type { LocaleShape } from '@/lib/i18n/locale-shape';
import type { zh } from './zh';

export const en: LocaleShape<typeof zh> = {
  greeting: {
    morning: 'Good morning',
    noon: 'Good afternoon',
    afternoon: 'Good afternoon',
    evening: 'Good evening',
  },
  welcome: '{{greeting}}, {{name}}',
  today: 'Today is {{date}}',
  work: {
    title: 'My work',
    today: 'Tasks due today',
    expired: 'Overdue tasks',
    visits: 'Visits this month',
    follows: 'Doctors I follow',
    approvals: 'Waiting for my approval',
  },
  stats: {
    unread: 'Unread messages',
    products: 'My products',
    team: 'Team members',
    features: 'Available features',
    unreadHint: 'View messages',
    productsHint: 'Products you are responsible for',
    teamHint: 'Active colleagues in your team',
    featuresHint: 'Opened for your roles',
  },
  products: {
    title: 'My products',
    empty: 'No products assigned',
  },
  team: {
    title: 'My team',
    total: '{{count}} people',
    empty: 'No team members',
  },
  messages: {
    title: 'Latest messages',
    more: 'All messages',
    empty: 'No messages yet',
  },
  shortcuts: {
    title: 'Shortcuts',
    empty: 'No features available',
  },
  account: {
    title: 'Account',
    roles: 'Roles',
    organization: 'Organization',
    enterprise: 'Enterprise',
    dataRange: 'Data range',
    timeZone: 'Time zone',
    username: 'User name',
  },
  dataRanges: {
    all: 'All data',
    department_and_below: 'Department and below',
    department: 'Department',
    self: 'Own data only',
  },
};
