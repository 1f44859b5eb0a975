import { useEffect } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchEnterprise } from '@/lib/session/enterprise';
import { logoutEverywhere } from '@/lib/session/logout';
import { authNs } from '../locales/i18n';

/** `/logout`: ends the session (both logout calls, then the tokens) and shows the login screen. */
export default function LogoutPage() {
  const { t } = useTranslation(authNs);
  const navigate = useNavigate();
  useEffect(() => {
    fetchEnterprise()
      .catch(() => undefined)
      .then(() => logoutEverywhere(() => void navigate('/login', { replace: true })))
      .catch(() => void navigate('/login', { replace: true }));
  }, [navigate]);
  return (
    <div className="full-page-loading">
      <Spin size="large" tip={t('logout.signingOut')}>
        <div className="full-page-loading__tip-area" />
      </Spin>
    </div>
  );
}
