import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { DesktopOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminConsoleSections } from '@crm/shared/menu-catalog';
import { useAccess } from '@/lib/access/use-access';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { logoutEverywhere } from '@/lib/session/logout';
import { MSL_ROLE, useCurrentUser } from '@/lib/session/user-info';
import { layoutNs } from '../locales/i18n';
import { PERSONAL_CENTER_PATH } from '@/lib/menu/fixed-paths';

/** The admin console lives at a fixed path on the same origin and opens in a new tab. */
export const ADMIN_CONSOLE_PATH = '/pc/admin/';

/** The avatar dropdown: personal center, admin console (administrators), log out. */
export function UserMenu() {
  const { t } = useTranslation(layoutNs);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const lang = useLanguage();
  const user = useCurrentUser();
  const access = useAccess();
  const canAdminister = access.hasPermission(adminConsoleSections.map((section) => section.permission));
  const displayName = localizedName(lang, user.firstName, user.nameEn);
  const isMsl = user.roles.some((role) => role.code === MSL_ROLE);
  const office = isMsl ? 'MSL' : user.roles.map((role) => localizedName(lang, role.name, role.nameEn)).join(' / ');

  const confirmLogout = () =>
    modal.confirm({
      title: t('logoutConfirm.title'),
      content: t('logoutConfirm.content'),
      okText: t('logoutConfirm.ok'),
      cancelText: t('logoutConfirm.cancel'),
      onOk: () => logoutEverywhere(() => void navigate('/login', { replace: true })),
    });

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('personalCenter') },
    ...(canAdminister ? [{ key: 'admin', icon: <DesktopOutlined />, label: t('adminConsole') }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate(PERSONAL_CENTER_PATH);
    else if (key === 'admin') window.open(ADMIN_CONSOLE_PATH, '_blank', 'noopener');
    else if (key === 'logout') confirmLogout();
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
      <button type="button" className="header-action user-menu" aria-label={displayName}>
        <Avatar size={30} src={user.avatar ?? undefined} className="user-menu__avatar">
          {displayName.slice(0, 1).toUpperCase()}
        </Avatar>
        <span className="user-menu__text">
          <span className="user-menu__name">{displayName}</span>
          <span className="user-menu__office">{office}</span>
        </span>
        <DownOutlined className="user-menu__caret" />
      </button>
    </Dropdown>
  );
}
