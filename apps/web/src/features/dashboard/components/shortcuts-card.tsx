import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuIcon } from '@/components/menu-icon';
import { useLanguage } from '@/lib/i18n/i18n';
import { menuTitle, type MenuRoute } from '@/lib/menu/menu-types';
import { dashboardNs } from '../locales/i18n';

/** Sidebar pages the user may open, with their section's icon when they have none. */
export function ShortcutsCard({ pages }: { pages: MenuRoute[] }) {
  const { t } = useTranslation(dashboardNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  return (
    <Card title={t('shortcuts.title')} className="dashboard-card">
      {pages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shortcuts.empty')} />
      ) : (
        <div className="shortcut-grid">
          {pages.map((page) => (
            <button key={page.fullPath} type="button" className="shortcut" onClick={() => void navigate(page.fullPath)}>
              <span className="shortcut__icon">
                <MenuIcon name={page.node.icon ?? page.ancestors[0]?.node.icon} />
              </span>
              <span className="shortcut__label">{menuTitle(page.node, lang)}</span>
            </button>
          ))}
        </div>
      )}
    </Card>
  );
}
