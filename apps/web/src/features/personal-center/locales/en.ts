import { serverMessages } from '@crm/shared/server-messages';
import type { LocaleShape } from '@/lib/i18n/locale-shape';
import type { zh } from './zh';

export const en: LocaleShape<typeof zh> = {
  title: 'Personal center',
  summary: {
    username: 'User name',
    email: 'E-mail',
    phone: 'Mobile',
    organization: 'Organization',
    roles: 'Roles',
    enterprise: 'Enterprise',
    notSet: 'Not set',
  },
  tabs: {
    profile: 'Profile',
    password: 'Change password',
  },
  profile: {
    email: 'E-mail',
    emailInvalid: 'Please enter a valid e-mail address',
    mobile: 'Mobile',
    mobileInvalid: 'Please enter a valid mobile number',
    language: 'Interface language',
    save: 'Save',
    saved: 'Profile saved',
  },
  password: {
    old: 'Old password',
    new: 'New password',
    confirm: 'Confirm password',
    oldPlaceholder: 'Enter your old password',
    newPlaceholder: '8 to 64 characters, letters and digits',
    confirmPlaceholder: 'Enter the new password again',
    save: 'Change password',
    saved: 'Password changed; sign-ins on other devices have ended',
    required: serverMessages.passwordRequired.en,
    sameAsOld: serverMessages.passwordSameAsOld.en,
    mismatch: serverMessages.passwordMismatch.en,
    weak: serverMessages.passwordWeak.en,
  },
  firstSignIn: {
    title: 'Change your initial password',
    intro: 'Your password was set by an administrator. To keep your account safe, set a new password that only you know; then you can start using the system.',
    oldHint: 'The old password is the initial password your administrator gave you.',
    signOut: 'Sign out',
  },
};
