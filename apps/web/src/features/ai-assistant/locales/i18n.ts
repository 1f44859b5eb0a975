import { registerNamespace } from '@/lib/i18n/i18n';
import { zh } from './zh';
import { en } from './en';

export const aiNs = 'aiAssistant';
registerNamespace(aiNs, { zh, en });
