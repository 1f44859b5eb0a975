import type { LocaleShape } from '@/lib/i18n/locale-shape';
import type { zh } from './zh';

export const en: LocaleShape<typeof zh> = {
  brandSuffix: 'Doctor services',
  login: {
    title: 'Doctor sign-in',
    subtitle: 'Sign in with your registered mobile number and a text-message code',
    submit: 'Sign in',
    toRegister: 'No account yet? Register',
    byChat: 'Sign in with WeChat',
    linkChat: 'Once your number is confirmed, this WeChat account is linked to your doctor account for one-tap sign-in next time.',
  },
  register: {
    title: 'Doctor registration',
    subtitle: 'Enter your real details; you can sign in right after registering',
    name: 'Name',
    namePlaceholder: 'Your full name',
    hospital: 'Hospital',
    hospitalPlaceholder: 'Full name of your hospital',
    department: 'Department',
    departmentPlaceholder: 'Choose your department',
    agree: 'I have read and agree to the',
    privacy: 'privacy notice for doctors',
    agreeRequired: 'Please read and accept the privacy notice for doctors',
    submit: 'Register',
    toLogin: 'Already registered? Sign in',
    nameRequired: 'Please enter your name',
    hospitalRequired: 'Please enter the hospital name (at least 2 characters)',
  },
  fields: {
    phone: 'Mobile number',
    phonePlaceholder: 'Your mobile number',
    phoneRequired: 'Please enter your mobile number',
    phoneInvalid: 'Please enter a valid 11-digit mobile number',
    code: 'Code',
    codePlaceholder: '6-digit code from the text message',
    codeRequired: 'Please enter the code',
    codeInvalid: 'The code has 6 digits',
    sendCode: 'Get code',
    resend: 'Resend in {{seconds}} s',
    codeSent: 'Code sent, valid for {{minutes}} minutes',
  },
  chat: {
    title: 'WeChat sign-in',
    redirecting: 'Opening WeChat authorization…',
    signingIn: 'Signing you in…',
    failed: 'WeChat sign-in failed',
    useSms: 'Sign in with your mobile number instead',
    retry: 'Authorize again',
  },
  home: {
    title: 'My account',
    welcome: 'Hello, Dr. {{name}}',
    phone: 'Mobile number',
    hospital: 'Hospital',
    department: 'Department',
    status: 'Verification',
    statuses: { matched: 'Verified', pending: 'Under review' },
    pendingHint: 'Your details are being checked; verification completes automatically once they are confirmed.',
    chat: 'WeChat',
    chatLinked: 'Linked',
    chatNotLinked: 'Not linked',
    registeredAt: 'Registered',
    lastLogin: 'Last sign-in',
    logout: 'Sign out',
    logoutConfirm: 'Sign out now?',
    signedOut: 'Signed out',
    expired: 'Your sign-in has expired, please sign in again',
  },
  privacy: {
    title: 'Privacy notice for doctors',
    updated: 'Last updated: 1 November 2026',
    intro:
      '{{company}} ("we") provides healthcare professionals with scientific information, meetings and professional exchange through this doctor service. We protect your personal information and process it in accordance with the Personal Information Protection Law of the People\'s Republic of China and other applicable laws. Please read this notice before registering.',
    sections: {
      collectTitle: '1. Information we collect',
      collect:
        'When you register and sign in we collect your name, mobile number, hospital and department, and confirm your number with a text-message code. If you choose WeChat sign-in we receive only the identifier (OpenID) of that WeChat account for our official account, not your WeChat nickname, picture or contacts. We also keep the times you sign in and the logs needed to run this service.',
      purposeTitle: '2. Why we use it',
      purpose:
        'We use this information only to confirm that you are a healthcare professional, to create and maintain your account, to provide scientific information, meeting invitations and professional services relevant to your field, to meet legal duties such as adverse drug reaction monitoring, and to keep your account and the service secure. We do not use it for unrelated purposes or for automated decision-making.',
      sharingTitle: '3. Sharing and processors',
      sharing:
        'We never sell your personal information. We share it or have it processed only to send verification codes through our text-message provider, to sign you in with WeChat through the WeChat platform, or where laws, regulations or authorities require it. Processors must follow our instructions and the agreed security measures and may not use it for anything else.',
      retentionTitle: '4. How long we keep it',
      retention:
        'Your account information is kept while your account exists. Within 30 days after you close your account we delete or anonymize your personal information, unless the law requires us to keep it longer (for example pharmacovigilance records). Verification codes expire after their validity period; sign-in logs are kept for no more than 6 months.',
      securityTitle: '5. Security',
      security:
        "We protect your information with encrypted transport, access controls, audit trails and storage within the People's Republic of China. Should a personal information security incident occur, we will inform you and report it to the authorities as the law requires.",
      rightsTitle: '6. Your rights',
      rights:
        'You may access, copy, correct, complete or delete your personal information, withdraw your consent, close your account and ask us to explain how we process your information. Withdrawing consent does not affect processing carried out before. Use the contact below to exercise these rights; we reply within 15 working days.',
      contactTitle: '7. Contact us',
      contact:
        'For any question, comment or complaint about this notice or how your personal information is handled, contact the personal information protection officer of {{company}}: write to the company privacy mailbox given by your medical representative, or call the company service line. You may also pass your request on through your medical representative.',
      changesTitle: '8. Changes to this notice',
      changes: 'When this notice changes we publish the new version on this page; for significant changes we ask you to confirm again the next time you sign in.',
    },
    close: 'Back to registration',
    accept: 'I have read and agree',
  },
  errors: {
    network: 'Network problem, please try again later',
    unknownEnterprise: 'This address belongs to no enterprise: please check it',
  },
  footer: 'For healthcare professionals only',
};
