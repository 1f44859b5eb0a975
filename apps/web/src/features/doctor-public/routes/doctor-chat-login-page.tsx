import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useEnterprise } from '@/lib/session/enterprise';
import { chatAuthorizeUrl, chatLogin } from '../api/chat-login';
import { keepDoctorToken } from '../api/doctor-session';
import { DoctorShell } from '../components/doctor-shell';
import { doctorPublicNs } from '../locales/i18n';
import { DOCTOR_HOME_PATH } from './use-sign-in';

/**
 * `/doctorChatLogin`: without a code, sends the browser to the chat OAuth page; coming back
 * with one, signs a linked doctor in, or sends an unknown one to confirm their number (which
 * links the chat account).
 */
export default function DoctorChatLoginPage() {
  const { t } = useTranslation(doctorPublicNs);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const enterprise = useEnterprise();
  const code = params.get('code');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!enterprise.data || started.current) return;
    started.current = true;
    const run = async () => {
      if (!code) {
        const redirectUri = `${window.location.origin}${window.location.pathname}`;
        window.location.assign((await chatAuthorizeUrl(redirectUri)).url);
        return;
      }
      const result = await chatLogin(code);
      if (result.linked) {
        keepDoctorToken(result.token);
        void navigate(DOCTOR_HOME_PATH, { replace: true });
      } else {
        void navigate(`/doctorLogin?chatTicket=${encodeURIComponent(result.chatTicket)}`, { replace: true });
      }
    };
    run().catch((failure: Error) => setError(failure.message));
  }, [enterprise.data, code, navigate]);

  return (
    <DoctorShell>
      {error ? (
        <Result
          status="warning"
          title={t('chat.failed')}
          subTitle={error}
          extra={[
            // Authorizing again helps when the code was refused, not when chat sign-in is unavailable.
            code && (
              <Button key="retry" onClick={() => window.location.assign(`${window.location.origin}${window.location.pathname}`)}>
                {t('chat.retry')}
              </Button>
            ),
            <Link key="sms" to="/doctorLogin">
              <Button type="primary">{t('chat.useSms')}</Button>
            </Link>,
          ]}
        />
      ) : (
        <div className="doctor-center">
          <Spin size="large" />
          <div>{code ? t('chat.signingIn') : t('chat.redirecting')}</div>
        </div>
      )}
    </DoctorShell>
  );
}
