import { BrowserRouter } from 'react-router';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';
import './global.css';
import './doctor-sections';
import './home-cards';

/** The product is served under /pc/ (spec 9). */
export const BASE_PATH = '/pc';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter basename={BASE_PATH}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
