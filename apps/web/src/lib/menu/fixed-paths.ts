/** Paths the shell links to by name (spec 2.2, 2.3). */
export const DASHBOARD_PATH = '/dashboard';
export const PERSONAL_CENTER_PATH = '/personalcenter/index';
export const NEWS_PATH = '/news/newsIndex';
