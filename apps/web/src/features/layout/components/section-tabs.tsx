import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '@/lib/i18n/i18n';
import { menuTitle, type MenuRoute } from '@/lib/menu/menu-types';

/** The strip of status tabs shown above a page whose section has more than one of them. */
export function SectionTabs({ siblings }: { siblings: MenuRoute[] }) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = siblings.find((route) => pathname === route.fullPath || pathname.startsWith(`${route.fullPath}/`));
  return (
    <Tabs
      className="section-tabs"
      activeKey={active?.fullPath}
      items={siblings.map((route) => ({ key: route.fullPath, label: menuTitle(route.node, lang) }))}
      onChange={(key) => void navigate(key)}
    />
  );
}
