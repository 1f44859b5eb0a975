import type { LocaleShape } from '@/lib/i18n/locale-shape';
import type { zh } from './zh';

export const en: LocaleShape<typeof zh> = {
  login: {
    title: 'Sign in',
    subtitle: 'Welcome to {{tenant}}',
    submit: 'Sign in',
    failed: 'Sign-in failed, please try again later',
    signedOut: 'You have signed out',
    unreachable: 'The sign-in service cannot be reached, please try again later',
    insecure: 'Signing in needs a secure connection: open the system at its https:// address (or at localhost on this machine)',
    callbackFailed: 'Sign-in could not be completed: {{reason}}',
    again: 'Sign in again',
    agreementPrefix: 'By signing in you confirm that you have read and accept the',
    agreement: 'Privacy Agreement',
    internalOnly: 'For authorized employees only',
  },
  brand: {
    headline: 'Data-driven pharmaceutical promotion',
    features: {
      customers: 'Doctors and hospitals in one place, every visit on record',
      meetings: 'Meeting applications, approvals and payments fully online',
      insights: 'Doctor portraits and academic networks to find key opinion leaders',
      analytics: 'Marketing funnels and dashboards that show performance as it happens',
    },
    copyright: '© {{year}} {{tenant}} · Internal system',
  },
  wecom: {
    signingIn: 'Signing in with WeCom…',
    redirecting: 'Opening WeCom authorization…',
    failedTitle: 'WeCom sign-in failed',
    missingCode: 'No authorization code came back from WeCom. Please open the app again from the WeCom workbench.',
    toPasswordLogin: 'Sign in with user name and password',
  },
  logout: {
    signingOut: 'Signing out…',
  },
  privacy: {
    title: 'Privacy Agreement',
    updated: 'Last updated: January 1, 2026',
    back: 'Back to sign-in',
    sections: {
      scopeTitle: '1. Scope',
      scope:
        'This agreement applies whenever an authorized employee uses this customer relationship management system (the "System"). The System serves the company\'s internal pharmaceutical promotion, medical affairs and marketing work only.',
      collectTitle: '2. Information we process',
      collect:
        'To provide the service, the System processes your account details (name, user name, mobile number, e-mail, organization and roles) and a record of your activity (sign-in times, pages visited, business operations) for authentication, access control and security auditing.',
      sourceTitle: '3. Where the data comes from',
      source: 'Information about doctors, hospitals and other customers is collected from public internet data and the company’s compliant channels, and is for internal use only.',
      confidentialityTitle: '4. Confidentiality',
      confidentiality:
        'You must keep the information you obtain in the System confidential: do not take screenshots or photos, copy it, or share it in any way with anyone outside the company, and stop using it when you leave or change roles.',
      securityTitle: '5. Security',
      security:
        'The System protects data with encrypted transport, time-limited access tokens, role-based authorization and audit trails. Keep your user name and password safe and never share your account.',
      contactTitle: '6. Contact',
      contact: 'For questions about this agreement or how personal information is handled, contact your system administrator or data protection officer.',
    },
  },
};
