import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '@/lib/i18n/i18n';
import { layoutNs } from '../locales/i18n';
import { useShell } from '../page-meta';
import { HOME_PATH } from '../stores/open-tabs';

/** Workspace › section › page › status tab, for the page on screen. */
export function BreadcrumbTrail() {
  const { t } = useTranslation(layoutNs);
  const lang = useLanguage();
  const { pathname } = useLocation();
  const { resolvePage } = useShell();
  const { trail } = resolvePage(pathname);
  const isHome = pathname === HOME_PATH;
  const items = [
    { key: 'home', title: isHome ? t('home') : <Link to={HOME_PATH}>{t('home')}</Link> },
    ...(isHome ? [] : trail).map((crumb, index, all) => ({
      key: `${index}`,
      title: crumb.path && index < all.length - 1 ? <Link to={crumb.path}>{crumb.title[lang]}</Link> : crumb.title[lang],
    })),
  ];
  return <Breadcrumb className="breadcrumb-trail" items={items} />;
}

/** The page on screen, by its own title: the top bar's heading on a phone, where a trail has no room. */
export function PageTitle() {
  const lang = useLanguage();
  const { pathname } = useLocation();
  const { resolvePage } = useShell();
  return <h1 className="page-title">{resolvePage(pathname).title[lang]}</h1>;
}
