import { Button, Card, Empty, Progress, Tag } from 'antd';
import { WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { HomeRep } from '@crm/shared/contracts/home';
import { useLanguage } from '@/lib/i18n/i18n';
import { formatWhen } from '@/lib/when';
import { dashboardNs } from '../locales/i18n';
import { HOME_PATHS } from '../home-paths';

/** A rep with no visit logged in this many working days needs attention. */
export const IDLE_WORKING_DAYS = 3;
/** A rep who has done less than this share of the visits planned so far this month is behind plan. */
export const BEHIND_SHARE = 0.6;
/** Too few visits planned so far to call anyone behind. */
const BEHIND_MIN_DUE = 4;

export type Attention = { kind: 'idle'; days: number | null } | { kind: 'behind'; done: number; due: number };

/** Why a rep needs the manager's attention, or null. */
export function attentionOf(rep: HomeRep): Attention | null {
  if (rep.idleWorkingDays === null || rep.idleWorkingDays >= IDLE_WORKING_DAYS) return { kind: 'idle', days: rep.idleWorkingDays };
  if (rep.monthDue >= BEHIND_MIN_DUE && rep.monthCompleted < BEHIND_SHARE * rep.monthDue) return { kind: 'behind', done: rep.monthCompleted, due: rep.monthDue };
  return null;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);

/** The team's day and month: visits of today done and planned, the month against plan, per rep. */
export function TeamDayCard({ team, timeZone }: { team: HomeRep[]; timeZone: string }) {
  const { t } = useTranslation(dashboardNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const sum = (pick: (rep: HomeRep) => number) => team.reduce((total, rep) => total + pick(rep), 0);
  const done = sum((rep) => rep.doneToday);
  const today = done + sum((rep) => rep.plannedToday);
  const monthDone = sum((rep) => rep.monthCompleted);
  const monthPlanned = sum((rep) => rep.monthPlanned);
  return (
    <Card
      title={t('teamDay.title')}
      className="dashboard-card team-day-card"
      data-testid="team-day"
      extra={
        <Button type="link" onClick={() => void navigate(HOME_PATHS.teamVisits)}>
          {t('teamDay.visits')}
        </Button>
      }
    >
      <div className="team-day__totals">
        <div className="team-day__total" data-testid="team-today">
          <span className="month-figure__label">{t('teamDay.today')}</span>
          <span className="month-figure__value">{t('teamDay.doneOf', { done, count: today })}</span>
        </div>
        <div className="team-day__total" data-testid="team-month">
          <span className="month-figure__label">{t('teamDay.month')}</span>
          <span className="month-figure__value">{t('month.ofPlan', { done: monthDone, count: monthPlanned })}</span>
          <Progress percent={percent(monthDone, monthPlanned)} size="small" />
        </div>
      </div>
      {team.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('teamDay.empty')} />
      ) : (
        <table className="team-day__table">
          <thead>
            <tr>
              <th>{t('teamDay.rep')}</th>
              <th>{t('teamDay.todayColumn')}</th>
              <th>{t('teamDay.monthColumn')}</th>
              <th className="team-day__last">{t('teamDay.lastVisit')}</th>
            </tr>
          </thead>
          <tbody>
            {team.map((rep) => (
              <tr key={rep.userId} data-testid={`team-rep-${rep.userId}`}>
                <td className="team-day__name">
                  {rep.name}
                  {attentionOf(rep) && <WarningFilled className="team-day__warning" aria-label={t('attention.title')} />}
                </td>
                <td>{t('teamDay.doneOf', { done: rep.doneToday, count: rep.doneToday + rep.plannedToday })}</td>
                <td>
                  <Progress percent={percent(rep.monthCompleted, rep.monthPlanned)} size="small" format={() => `${rep.monthCompleted}/${rep.monthPlanned}`} />
                </td>
                <td className="team-day__last">{rep.lastVisitAt ? formatWhen(rep.lastVisitAt, { timeZone, lang }) : '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** The reps who need the manager: no visit logged for days, or far behind the month's plan. */
export function AttentionCard({ team }: { team: HomeRep[] }) {
  const { t } = useTranslation(dashboardNs);
  const navigate = useNavigate();
  const needing = team.flatMap((rep) => {
    const attention = attentionOf(rep);
    return attention ? [{ rep, attention }] : [];
  });
  return (
    <Card title={t('attention.title')} className="dashboard-card" data-testid="attention">
      {needing.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('attention.none')} />
      ) : (
        <ul className="dashboard-messages">
          {needing.map(({ rep, attention }) => (
            <li key={rep.userId}>
              <button type="button" className="dashboard-messages__item" onClick={() => void navigate(HOME_PATHS.teamVisits)}>
                <span className="dashboard-messages__title">{rep.name}</span>
                <Tag color={attention.kind === 'idle' ? 'red' : 'orange'} className="attention__reason">
                  {attention.kind === 'behind'
                    ? t('attention.behind', { done: attention.done, count: attention.due })
                    : attention.days === null
                      ? t('attention.never')
                      : t('attention.idle', { count: attention.days })}
                </Tag>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
