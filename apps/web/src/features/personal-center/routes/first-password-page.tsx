import { Alert, App as AntApp, Button, Card } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoading } from '@/components/full-page-loading';
import { LanguageToggle } from '@/components/language-toggle';
import { DASHBOARD_PATH, FIRST_PASSWORD_PATH } from '@/lib/menu/fixed-paths';
import { enterpriseQueryOptions } from '@/lib/session/enterprise';
import { logoutEverywhere } from '@/lib/session/logout';
import { useIsSignedIn } from '@/lib/session/tokens';
import { userInfoQueryOptions } from '@/lib/session/user-info';
import { PasswordForm } from '../components/password-form';
import { personalCenterNs } from '../locales/i18n';
import '../personal-center.css';

/** Only paths of this app, never another origin (`//host`) nor this screen again. */
function targetOf(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith(FIRST_PASSWORD_PATH)) return DASHBOARD_PATH;
  return redirect;
}

/**
 * `/changePassword`: a user whose password an administrator set (a new account, or a reset)
 * changes it here first; every other page sends them here until they have (the server refuses
 * the rest of the API meanwhile). Done, they go on to the page they were heading for.
 */
export default function FirstPasswordPage() {
  const { t } = useTranslation(personalCenterNs);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const signedIn = useIsSignedIn();
  const enterprise = useQuery(enterpriseQueryOptions);
  const user = useQuery({ ...userInfoQueryOptions, enabled: signedIn && enterprise.isSuccess });
  const target = targetOf(params.get('redirect'));

  if (enterprise.isError || user.isError) return <Navigate to="/404" replace />;
  if (!signedIn) return <Navigate to="/login" replace />;
  if (!user.data) return <FullPageLoading />;
  if (!user.data.mustChangePassword) return <Navigate to={target} replace />;

  const signOut = () => {
    client.clear();
    return logoutEverywhere(() => void navigate('/login', { replace: true }));
  };

  return (
    <AntApp>
      <main className="first-password">
        <Card
          className="first-password__card"
          title={t('firstSignIn.title')}
          extra={<LanguageToggle />}
          actions={[
            <Button key="signOut" type="link" icon={<LogoutOutlined />} onClick={() => void signOut()}>
              {t('firstSignIn.signOut')}
            </Button>,
          ]}
        >
          <Alert type="warning" showIcon message={t('firstSignIn.intro')} description={t('firstSignIn.oldHint')} className="first-password__intro" />
          <PasswordForm onChanged={() => client.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey })} />
        </Card>
      </main>
    </AntApp>
  );
}
