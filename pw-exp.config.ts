import base from './playwright.config';
export default { ...base, webServer: undefined, projects: [{ name: 'app', testIgnore: /session-refresh/, use: { baseURL: 'http://localhost:8500' } }] };
