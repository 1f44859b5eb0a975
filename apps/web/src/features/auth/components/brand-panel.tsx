import { AuditOutlined, BarChartOutlined, DeploymentUnitOutlined, MedicineBoxFilled, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { authNs } from '../locales/i18n';

/** The left half of the login screen: the tenant and what the product does for it. */
export function BrandPanel({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation(authNs);
  const features = [
    { key: 'customers', icon: <TeamOutlined /> },
    { key: 'meetings', icon: <AuditOutlined /> },
    { key: 'insights', icon: <DeploymentUnitOutlined /> },
    { key: 'analytics', icon: <BarChartOutlined /> },
  ] as const;
  return (
    <section className="brand-panel">
      <div className="brand-panel__logo">
        <span className="brand-panel__mark">
          <MedicineBoxFilled />
        </span>
        <span className="brand-panel__tenant">{tenantName}</span>
      </div>
      <div className="brand-panel__body">
        <h1 className="brand-panel__headline">{t('brand.headline')}</h1>
        <p className="brand-panel__tagline">{t('common:productTagline')}</p>
        <ul className="brand-panel__features">
          {features.map(({ key, icon }) => (
            <li key={key}>
              <span className="brand-panel__feature-icon">{icon}</span>
              {t(`brand.features.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="brand-panel__footer">{t('brand.copyright', { year: new Date().getFullYear(), tenant: tenantName })}</div>
    </section>
  );
}
