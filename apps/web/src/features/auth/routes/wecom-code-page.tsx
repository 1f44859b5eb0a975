import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/request/api-error';
import { fetchEnterprise } from '@/lib/session/enterprise';
import { saveTokens, type TokenResponse } from '@/lib/session/tokens';
import { wecomLogin } from '../api/wecom';
import { authNs } from '../locales/i18n';
import { DASHBOARD_PATH } from '@/lib/menu/fixed-paths';

export const WECOM_CODE_PATH = '/wecomCode';

/** A WeCom code works once: one exchange per code, however often the page mounts. */
const exchanges = new Map<string, Promise<TokenResponse>>();
function exchangeOnce(code: string): Promise<TokenResponse> {
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = fetchEnterprise().then(() => wecomLogin(code));
    exchanges.set(code, exchange);
  }
  return exchange;
}

/** `/wecomCode`: WeCom comes back here with a code, which the server trades for tokens. */
export default function WecomCodePage() {
  const { t } = useTranslation(authNs);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const code = params.get('code');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    exchangeOnce(code)
      .then((tokens) => {
        if (cancelled) return;
        queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== 'enterprise' });
        saveTokens(tokens);
        void navigate(DASHBOARD_PATH, { replace: true });
      })
      .catch((failure: unknown) => {
        if (!cancelled) setError(isApiError(failure) ? failure.message : '');
      });
    return () => {
      cancelled = true;
    };
  }, [code, navigate, queryClient]);

  if (!code || error !== null) {
    return (
      <Result
        className="full-page-result"
        status="warning"
        title={t('wecom.failedTitle')}
        subTitle={!code ? t('wecom.missingCode') : error || t('login.failed')}
        extra={
          <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
            {t('wecom.toPasswordLogin')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="full-page-loading">
      <Spin size="large" tip={t('wecom.signingIn')}>
        <div className="full-page-loading__tip-area" />
      </Spin>
    </div>
  );
}
