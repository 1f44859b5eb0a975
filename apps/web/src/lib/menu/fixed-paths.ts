/** Paths the shell links to by name (spec 2.2, 2.3). */
export const DASHBOARD_PATH = '/dashboard';
export const PERSONAL_CENTER_PATH = '/personalcenter/index';
/** Where a user whose password an administrator set changes it, before reaching any other page. */
export const FIRST_PASSWORD_PATH = '/changePassword';
export const NEWS_PATH = '/news/newsIndex';
