import { useEffect } from 'react';
import { Alert, App, Button, Descriptions, Spin, Tag } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { doctorToken, forgetDoctorToken, useDoctorMe } from '../api/doctor-session';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDepartments, type Department } from '../api/departments';
import { DoctorApiError } from '../api/doctor-client';
import { DoctorShell } from '../components/doctor-shell';
import { DoctorSurveys } from '../components/doctor-surveys';
import { doctorPublicNs } from '../locales/i18n';
import { formatWhen } from '@/lib/when';

/** Registration keeps the standard department's Chinese name; English readers get its English one. */
function departmentLabel(name: string | null, departments: Department[], lang: 'zh' | 'en'): string {
  if (!name) return '—';
  const match = departments.flatMap((top) => [top, ...(top.children ?? [])]).find((department) => department.name === name);
  return match ? localizedName(lang, match.name, match.nameEn) : name;
}

function DoctorAccountCard() {
  const { t } = useTranslation(doctorPublicNs);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const me = useDoctorMe();
  const lang = useLanguage();
  const departments = useDepartments();
  const expired = me.error instanceof DoctorApiError && me.error.status === 401;

  useEffect(() => {
    if (expired) forgetDoctorToken();
  }, [expired]);

  const signOut = () =>
    modal.confirm({
      title: t('home.logoutConfirm'),
      okText: t('home.logout'),
      onOk: () => {
        forgetDoctorToken();
        client.removeQueries({ queryKey: ['doctor', 'me'] });
        void navigate('/doctorLogin', { replace: true });
      },
    });

  if (expired) return <Navigate to="/doctorLogin" replace />;
  if (me.error) return <Alert type="error" showIcon message={me.error.message} />;
  if (!me.data) return <Spin />;
  const account = me.data;
  const fmt = (at: string | null) => formatWhen(at);
  return (
    <>
      <h1 className="doctor-card__title">{t('home.title')}</h1>
      <div className="doctor-home__welcome">{t('home.welcome', { name: account.name })}</div>
      {account.status === 'pending' && <Alert type="warning" showIcon message={t('home.pendingHint')} style={{ marginBottom: 16 }} />}
      <Descriptions column={1} size="middle" bordered>
        <Descriptions.Item label={t('home.phone')}>{account.phone}</Descriptions.Item>
        <Descriptions.Item label={t('home.hospital')}>{account.hospitalName}</Descriptions.Item>
        <Descriptions.Item label={t('home.department')}>{departmentLabel(account.departmentName, departments.data ?? [], lang)}</Descriptions.Item>
        <Descriptions.Item label={t('home.status')}>
          <Tag color={account.status === 'matched' ? 'green' : 'orange'}>{t(`home.statuses.${account.status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('home.chat')}>{account.chatLinked ? t('home.chatLinked') : t('home.chatNotLinked')}</Descriptions.Item>
        <Descriptions.Item label={t('home.registeredAt')}>{fmt(account.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('home.lastLogin')}>{fmt(account.lastLoginAt)}</Descriptions.Item>
      </Descriptions>
      {account.status === 'matched' && (
        <div className="doctor-home__surveys">
          <DoctorSurveys />
        </div>
      )}
      <Button block danger icon={<LogoutOutlined />} className="doctor-card__submit" style={{ marginTop: 20 }} onClick={signOut}>
        {t('home.logout')}
      </Button>
    </>
  );
}

/** `/doctorHome`: the signed-in doctor's own account (doctor token only), with sign-out. */
export default function DoctorHomePage() {
  if (!doctorToken()) return <Navigate to="/doctorLogin" replace />;
  return (
    <DoctorShell>
      <DoctorAccountCard />
    </DoctorShell>
  );
}
