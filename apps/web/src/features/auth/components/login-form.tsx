import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
// The bare input and password field: the login screen is the first download, so no TextArea/OTP/Search.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IdentityError, passwordGrant } from '@/lib/session/identity';
import { clearSessionEndNotice, sessionEndNoticeStore } from '@/lib/session/session-end-notice';
import { useStore } from '@/lib/store';
import { saveTokens } from '@/lib/session/tokens';
import { authNs } from '../locales/i18n';

interface Credentials {
  username: string;
  password: string;
}

/** User name and password against the tenant's identity server (the tenant comes from the domain). */
export function LoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation(authNs);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const sessionEndNotice = useStore(sessionEndNoticeStore);

  const onFinish = async ({ username, password }: Credentials) => {
    setSubmitting(true);
    setError(null);
    clearSessionEndNotice();
    try {
      const tokens = await passwordGrant(username.trim(), password);
      // Whatever an earlier user left in the cache must not leak into this session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== 'enterprise' });
      saveTokens(tokens);
      onSignedIn();
    } catch (failure) {
      setError(failure instanceof IdentityError && failure.description ? failure.description : t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Credentials> layout="vertical" size="large" onFinish={(values) => void onFinish(values)} requiredMark={false} className="login-form">
      {error && <Alert type="error" showIcon title={error} className="login-form__error" role="alert" />}
      {!error && sessionEndNotice && <Alert type="warning" showIcon title={sessionEndNotice} className="login-form__error" role="alert" />}
      <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('login.usernamePlaceholder')} autoComplete="username" autoFocus maxLength={100} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Password prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} className="login-form__submit">
        {t('login.submit')}
      </Button>
      <p className="login-form__agreement">
        {t('login.agreementPrefix')} <Link to="/privacyAgreement">{t('login.agreement')}</Link>
      </p>
    </Form>
  );
}
