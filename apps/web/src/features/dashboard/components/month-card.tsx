import { Card, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ContractResult } from '@crm/shared/contract';
import type { homeToday } from '@crm/shared/contracts/home';
import { dashboardNs } from '../locales/i18n';
import { HOME_PATHS } from '../home-paths';

type Month = NonNullable<ContractResult<typeof homeToday>['month']>;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);

/** The month so far: calls logged against the month's plan, and the share of target doctors visited. */
export function MonthCard({ month }: { month: Month }) {
  const { t } = useTranslation(dashboardNs);
  const navigate = useNavigate();
  return (
    <Card title={t('month.title')} className="dashboard-card month-card" data-testid="month">
      <button type="button" className="month-figure" onClick={() => void navigate(HOME_PATHS.myVisits)} data-testid="month-calls">
        <span className="month-figure__label">{t('month.calls')}</span>
        <span className="month-figure__value">{t('month.ofPlan', { done: month.completed, count: month.planned })}</span>
        <Progress percent={percent(month.completed, month.planned)} size="small" />
      </button>
      <div className="month-figure" data-testid="month-coverage">
        <span className="month-figure__label">{t('month.coverage')}</span>
        <span className="month-figure__value">{t('month.doctorsVisited', { done: month.targetDoctorsVisited, count: month.targetDoctors })}</span>
        <Progress percent={percent(month.targetDoctorsVisited, month.targetDoctors)} size="small" strokeColor="#10a37f" />
      </div>
    </Card>
  );
}
