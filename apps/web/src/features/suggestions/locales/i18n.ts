import { registerNamespace } from '@/lib/i18n/i18n';
import zh from './zh.json';
import en from './en.json';

export const suggestionsNs = 'suggestions';
registerNamespace(suggestionsNs, { zh, en });
