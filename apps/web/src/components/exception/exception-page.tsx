import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasSession } from '@/lib/session/tokens';
import { exceptionNs } from './locales/i18n';
import { DASHBOARD_PATH } from '@/lib/menu/fixed-paths';

interface ExceptionPageProps {
  kind: '401' | '404';
  /** Inside the shell the page fills the content area; on its own it fills the window. */
  embedded?: boolean;
}

/** The 401 (no permission) and 404 (not found) pages. */
export function ExceptionPage({ kind, embedded = false }: ExceptionPageProps) {
  const { t } = useTranslation(exceptionNs);
  const navigate = useNavigate();
  const signedIn = hasSession();
  const copy = kind === '401' ? 'noPermission' : 'notFound';
  return (
    <div className={embedded ? 'exception exception--embedded' : 'exception'}>
      <Result
        status={kind === '401' ? '403' : '404'}
        title={<span className="exception__code">{kind}</span>}
        subTitle={
          <>
            <div className="exception__title">{t(`${copy}.title`)}</div>
            <div>{t(`${copy}.description`)}</div>
          </>
        }
        extra={
          <Button type="primary" onClick={() => void navigate(signedIn ? DASHBOARD_PATH : '/login', { replace: true })}>
            {signedIn ? t('backHome') : t('toLogin')}
          </Button>
        }
      />
    </div>
  );
}

export default ExceptionPage;
