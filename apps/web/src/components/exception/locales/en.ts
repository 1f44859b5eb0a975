import type { LocaleShape } from '@/lib/i18n/locale-shape';
import type { zh } from './zh';

export const en: LocaleShape<typeof zh> = {
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist or has been removed. Please check the address.',
  },
  noPermission: {
    title: 'No access',
    description: 'Your account is not allowed to open this page. Ask your system administrator if you need it.',
  },
  unknownEnterprise: 'This domain is not linked to an enterprise. Check the address or contact your system administrator.',
  backHome: 'Back to workspace',
  toLogin: 'Go to sign-in',
};
