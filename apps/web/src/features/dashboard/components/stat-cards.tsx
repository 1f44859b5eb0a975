import type { ReactNode } from 'react';
import { Card, Col, Row, Skeleton } from 'antd';
import { AppstoreOutlined, BellOutlined, MedicineBoxOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dashboardNs } from '../locales/i18n';
import { NEWS_PATH } from '@/lib/menu/fixed-paths';

export interface DashboardFigures {
  unread: number | undefined;
  products: number | undefined;
  team: number | undefined;
  features: number;
}

interface StatProps {
  label: string;
  hint: string;
  value: number | undefined;
  icon: ReactNode;
  tone: 'blue' | 'green' | 'orange' | 'purple';
  onClick?: () => void;
}

function Stat({ label, hint, value, icon, tone, onClick }: StatProps) {
  return (
    <Card className={`stat-card stat-card--${tone}${onClick ? ' stat-card--link' : ''}`} onClick={onClick} variant="borderless">
      <div className="stat-card__icon">{icon}</div>
      <div className="stat-card__body">
        <div className="stat-card__label">{label}</div>
        {value === undefined ? (
          <Skeleton.Button active size="small" />
        ) : (
          <div className="stat-card__value" data-testid={`stat-${tone}`}>
            {value}
          </div>
        )}
        <div className="stat-card__hint">{hint}</div>
      </div>
    </Card>
  );
}

/** The headline figures of the workspace; later features add theirs here. */
export function StatCards({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation(dashboardNs);
  const navigate = useNavigate();
  const stats: StatProps[] = [
    { label: t('stats.unread'), hint: t('stats.unreadHint'), value: figures.unread, icon: <BellOutlined />, tone: 'blue', onClick: () => void navigate(NEWS_PATH) },
    { label: t('stats.products'), hint: t('stats.productsHint'), value: figures.products, icon: <MedicineBoxOutlined />, tone: 'green' },
    { label: t('stats.team'), hint: t('stats.teamHint'), value: figures.team, icon: <TeamOutlined />, tone: 'orange' },
    { label: t('stats.features'), hint: t('stats.featuresHint'), value: figures.features, icon: <AppstoreOutlined />, tone: 'purple' },
  ];
  return (
    <Row gutter={[16, 16]}>
      {stats.map((stat) => (
        <Col key={stat.tone} xs={24} sm={12} xl={6}>
          <Stat {...stat} />
        </Col>
      ))}
    </Row>
  );
}
