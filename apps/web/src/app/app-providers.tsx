import { useState, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { layoutSettingsStore, THEME_COLORS } from '@/features/layout/stores/layout-settings';
import { i18n, useLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { usePhone } from '@/lib/media-query';
import { usePrefersReducedMotion } from '@/lib/reduced-motion';
import { useStore } from '@/lib/store';
import { useSessionCleanup } from './session-watcher';

function SessionCleanup() {
  useSessionCleanup();
  return null;
}

/** On a phone every control, small ones included, is at least a 44 px touch target. */
const PHONE_CONTROLS = { controlHeight: 44, controlHeightLG: 48, controlHeightSM: 44 };

/**
 * Server data, strings, Ant Design theme and locale (both follow the user's choices). Components
 * open and close without animation when the system asks for reduced motion, and are sized for a
 * finger on a phone.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const lang = useLanguage();
  const { themeColor } = useStore(layoutSettingsStore);
  const reducedMotion = usePrefersReducedMotion();
  const phone = usePhone();
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider
          locale={lang === 'en' ? enUS : zhCN}
          theme={{
            algorithm: theme.defaultAlgorithm,
            token: { colorPrimary: THEME_COLORS[themeColor], borderRadius: 6, motion: !reducedMotion, ...(phone ? PHONE_CONTROLS : {}) },
            cssVar: { key: 'crm' },
          }}
        >
          <SessionCleanup />
          {children}
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
