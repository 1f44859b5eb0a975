import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { chatAvailability } from '../api/chat-login';
import { useDoctorLogin } from '../api/doctor-session';
import { DoctorShell } from '../components/doctor-shell';
import { PhoneCodeFields } from '../components/phone-code-fields';
import { doctorPublicNs } from '../locales/i18n';
import { useSignIn } from './use-sign-in';

/** `/doctorLogin`: a registered doctor signs in with phone and SMS code (no staff token). */
export default function DoctorLoginPage() {
  const { t } = useTranslation(doctorPublicNs);
  const [params] = useSearchParams();
  const chatTicket = params.get('chatTicket') ?? undefined;
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const { error, setError, signIn } = useSignIn();
  const [notice, setNotice] = useState<string | null>(null);
  const login = useDoctorLogin();
  const chat = useQuery({ queryKey: ['doctor-public', 'chat-availability'], queryFn: chatAvailability, staleTime: 5 * 60_000 });

  const submit = (values: { phone: string; code: string }) => signIn(() => login.mutateAsync({ ...values, chatTicket }));

  return (
    <DoctorShell>
      <h1 className="doctor-card__title">{t('login.title')}</h1>
      <p className="doctor-card__subtitle">{t('login.subtitle')}</p>
      {chatTicket && <Alert type="info" showIcon message={t('login.linkChat')} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
        <PhoneCodeFields form={form} onError={setError} onSent={setNotice} />
        {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />}
        {!error && notice && <Alert type="success" showIcon message={notice} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block className="doctor-card__submit" loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
      <div className="doctor-card__links">
        <Link to={chatTicket ? `/registerDoctor?chatTicket=${encodeURIComponent(chatTicket)}` : '/registerDoctor'}>{t('login.toRegister')}</Link>
        {!chatTicket && chat.data?.available && (
          <Link to="/doctorChatLogin">
            <WechatOutlined /> {t('login.byChat')}
          </Link>
        )}
      </div>
    </DoctorShell>
  );
}
