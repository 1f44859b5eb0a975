import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The service worker keeps the app shell on the device (vite.config.ts); it is built only for production.
if (import.meta.env.PROD && 'serviceWorker' in navigator) void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
