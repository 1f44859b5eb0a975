import { useEffect } from 'react';
import { App, Layout, Menu } from 'antd';
import {
  ApartmentOutlined,
  AuditOutlined,
  BookOutlined,
  LoginOutlined,
  MenuOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { useAccess } from '@/lib/access/use-access';
import { registerMessageApi } from '@/lib/feedback';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useCurrentUser } from '@/lib/session/user-info';
import { ADMIN_SECTIONS, canOpenSection, type AdminSection } from '../admin-access';
import { adminNs } from '../locales/i18n';

const ICONS: Record<AdminSection, React.ReactNode> = {
  users: <TeamOutlined />,
  roles: <SafetyCertificateOutlined />,
  organizations: <ApartmentOutlined />,
  menus: <MenuOutlined />,
  language: <TranslationOutlined />,
  dictionaries: <BookOutlined />,
  products: <MedicineBoxOutlined />,
  audit: <AuditOutlined />,
  sms: <MessageOutlined />,
  signIn: <LoginOutlined />,
};

/** The console's own frame: a side menu of its sections, a top bar, the section page. */
export function AdminLayout() {
  const { t } = useTranslation(adminNs);
  const { message } = App.useApp();
  const location = useLocation();
  const access = useAccess();
  const lang = useLanguage();
  const user = useCurrentUser();
  const sections = ADMIN_SECTIONS.filter((section) => canOpenSection(access, section));
  const current = sections.find((section) => location.pathname.startsWith(`/admin/${section}`));

  useEffect(() => {
    registerMessageApi(message);
    return () => registerMessageApi(null);
  }, [message]);

  useEffect(() => {
    document.title = `${current ? t(`nav.${current}`) : ''} - ${t('title')}`;
  }, [current, t, lang]);

  return (
    <Layout className="admin-console">
      <Layout.Sider width={220} theme="dark" className="admin-console__sider">
        <div className="admin-console__brand">{t('title')}</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={current ? [current] : []}
          items={sections.map((section) => ({ key: section, icon: ICONS[section], label: <NavLink to={`/admin/${section}`}>{t(`nav.${section}`)}</NavLink> }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-console__header">
          <h1 className="admin-console__title">{current ? t(`nav.${current}`) : t('title')}</h1>
          <div className="admin-console__tools">
            <LanguageSwitch className="admin-console__action" />
            <span className="admin-console__user">{localizedName(lang, user.firstName, user.nameEn)}</span>
            <a href="/pc/dashboard" className="admin-console__action">
              {t('backToApp')}
            </a>
          </div>
        </Layout.Header>
        <Layout.Content className="admin-console__content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
