/**
 * The password rules of the personal center (spec 5), checked the same way in the browser and
 * on the server: letters and digits, 8 to 64 characters; the new one differs from the old one
 * and matches its confirmation.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && /[A-Za-z]/.test(password) && /\d/.test(password);
}

export type PasswordChangeProblem = 'passwordRequired' | 'passwordSameAsOld' | 'passwordMismatch' | 'passwordWeak';

/** The first rule a password change breaks (keys of `serverMessages`), or null when it is fine. */
export function passwordChangeProblem(change: { oldPassword: string; newPassword: string; confirmPassword: string }): PasswordChangeProblem | null {
  if (!change.oldPassword || !change.newPassword || !change.confirmPassword) return 'passwordRequired';
  if (change.newPassword === change.oldPassword) return 'passwordSameAsOld';
  if (change.newPassword !== change.confirmPassword) return 'passwordMismatch';
  if (!isStrongPassword(change.newPassword)) return 'passwordWeak';
  return null;
}
