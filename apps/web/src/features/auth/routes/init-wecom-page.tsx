import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spin } from 'antd';
import { fetchEnterprise } from '@/lib/session/enterprise';
import { hasSession } from '@/lib/session/tokens';
import { isWecomContainer } from '@/lib/wecom';
import { wecomAuthorizeUrl } from '../api/wecom';
import { authNs } from '../locales/i18n';
import { WECOM_CODE_PATH } from './wecom-code-page';

/**
 * `/initWecom` (also where the root path leads): inside the WeCom app it sends the browser to
 * WeCom's sign-in for this tenant; anywhere else it falls through to the login screen.
 */
export default function InitWecomPage() {
  const { t } = useTranslation(authNs);
  const inWecom = isWecomContainer();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!inWecom || hasSession()) return;
    const back = `${window.location.origin}/pc${WECOM_CODE_PATH}`;
    fetchEnterprise()
      .then(() => wecomAuthorizeUrl(back))
      .then((url) => window.location.replace(url))
      .catch(() => setFailed(true));
  }, [inWecom]);

  if (!inWecom || failed) return <Navigate to="/login" replace />;
  if (hasSession()) return <Navigate to="/dashboard" replace />;
  return (
    <div className="full-page-loading">
      <Spin size="large" tip={t('wecom.redirecting')}>
        <div className="full-page-loading__tip-area" />
      </Spin>
    </div>
  );
}
