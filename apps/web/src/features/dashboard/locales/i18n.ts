import { registerNamespace } from '@/lib/i18n/i18n';
import { zh } from './zh';
import { en } from './en';

export const dashboardNs = 'dashboard';
registerNamespace(dashboardNs, { zh, en });
