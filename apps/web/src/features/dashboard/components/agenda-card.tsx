import { Button, Card, Tag } from 'antd';
import { CheckCircleFilled, EditOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ContractResult } from '@crm/shared/contract';
import type { HomeVisit, homeToday } from '@crm/shared/contracts/home';
import { useLanguage } from '@/lib/i18n/i18n';
import { formatWhen } from '@/lib/when';
import { dashboardNs } from '../locales/i18n';
import { HOME_PATHS, quickLogPath, visitPath } from '../home-paths';

type Home = ContractResult<typeof homeToday>;

/** "09:00–09:30" in the enterprise's zone. */
function timeRange(visit: HomeVisit, timeZone: string): string {
  const time = (at: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));
  return `${time(visit.startAt)}–${time(visit.endAt)}`;
}

const placeOf = (visit: HomeVisit) => [visit.hospitalName, visit.department].filter(Boolean).join(' · ');

/** The calendar day of a moment in the enterprise's zone, as YYYY-MM-DD. */
const dayOf = (at: Date | string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at));

/**
 * The next call: today's with one tap to log it; a later day's (a Monday's seen on a Sunday) opens
 * instead, as it cannot be logged before it happens.
 */
function NextCall({ visit, timeZone, canLog }: { visit: HomeVisit; timeZone: string; canLog: boolean }) {
  const { t } = useTranslation(dashboardNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const today = dayOf(visit.startAt, timeZone) <= dayOf(new Date(), timeZone);
  return (
    <div className="next-call" data-testid="next-call">
      <div className="next-call__text">
        <span className="next-call__label">{t('agenda.next')}</span>
        <span className="next-call__doctor">
          <span className="next-call__time">{formatWhen(visit.startAt, { timeZone, lang })}</span> {visit.doctorName}
        </span>
        <span className="next-call__place">{placeOf(visit)}</span>
      </div>
      {canLog && today && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => void navigate(quickLogPath(visit.doctorId))}>
          {t('agenda.logIt')}
        </Button>
      )}
      {!today && (
        <Button onClick={() => void navigate(visitPath(visit.id))} aria-label={t('agenda.openCall', { doctor: visit.doctorName })}>
          {t('agenda.open')}
        </Button>
      )}
    </div>
  );
}

function VisitRow({ visit, timeZone, canLog }: { visit: HomeVisit; timeZone: string; canLog: boolean }) {
  const { t } = useTranslation(dashboardNs);
  const navigate = useNavigate();
  const done = visit.status === 'completed';
  return (
    <li className={`agenda-visit${done ? ' agenda-visit--done' : ''}`}>
      <span className="agenda-visit__time">{timeRange(visit, timeZone)}</span>
      <span className="agenda-visit__text">
        <span className="agenda-visit__doctor">{visit.doctorName}</span>
        <span className="agenda-visit__place">{placeOf(visit)}</span>
      </span>
      {done ? (
        <Tag icon={<CheckCircleFilled />} color="success" className="agenda-visit__state">
          {t('agenda.done')}
        </Tag>
      ) : (
        canLog && (
          <Button size="small" onClick={() => void navigate(quickLogPath(visit.doctorId))}>
            {t('agenda.log')}
          </Button>
        )
      )}
    </li>
  );
}

/** A line that opens a list: "Meetings to confirm   2 ›". */
function AgendaLink({ label, value, path, alert, testId }: { label: string; value: number; path: string; alert?: boolean; testId: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" className={`agenda-link${alert && value > 0 ? ' agenda-link--alert' : ''}`} onClick={() => void navigate(path)} data-testid={testId}>
      <span className="agenda-link__label">{label}</span>
      <span className="agenda-link__value">{value}</span>
      <RightOutlined className="agenda-link__arrow" />
    </button>
  );
}

/** Today, first: the next call, the day's visits with times and places, tasks due and meetings to confirm. */
export function AgendaCard({ home, canLog, canPlan }: { home: Home; canLog: boolean; canPlan: boolean }) {
  const { t } = useTranslation(dashboardNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const { timeZone } = home;
  const visits = home.visits ?? [];
  const planned = visits.filter((visit) => visit.status === 'planned').length;
  return (
    <Card
      title={t('agenda.title')}
      className="dashboard-card agenda-card"
      data-testid="agenda"
      extra={home.visits && <span className="dashboard-card__extra">{t('agenda.visitsDone', { done: visits.length - planned, count: visits.length })}</span>}
    >
      {home.nextVisit && <NextCall visit={home.nextVisit} timeZone={timeZone} canLog={canLog} />}
      {home.visits && (
        <section className="agenda-section">
          <div className="agenda-section__head">
            <h2 className="agenda-section__title">{t('agenda.visits')}</h2>
            {canLog && (
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => void navigate(quickLogPath())}>
                {t('agenda.logAny')}
              </Button>
            )}
          </div>
          {visits.length === 0 ? (
            <div className="agenda-empty">
              <span>{t('agenda.noVisits')}</span>
              {canPlan && (
                <Button type="link" onClick={() => void navigate(HOME_PATHS.plan)}>
                  {t('agenda.plan')}
                </Button>
              )}
            </div>
          ) : (
            <ul className="agenda-visits">
              {visits.map((visit) => (
                <VisitRow key={visit.id} visit={visit} timeZone={timeZone} canLog={canLog} />
              ))}
            </ul>
          )}
        </section>
      )}
      {home.tasks && (
        <section className="agenda-section">
          <h2 className="agenda-section__title">{t('agenda.tasks')}</h2>
          {home.tasks.items.length > 0 && (
            <ul className="agenda-tasks">
              {home.tasks.items.map((task) => (
                <li key={task.id}>
                  <button type="button" className="agenda-task" onClick={() => void navigate(HOME_PATHS.tasksToday)}>
                    <span className="agenda-task__time">{formatWhen(task.dueAt, { timeZone, lang })}</span>
                    <span className="agenda-task__title">{task.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <AgendaLink label={t('agenda.dueToday')} value={home.tasks.dueToday} path={HOME_PATHS.tasksToday} testId="agenda-due-today" />
          <AgendaLink label={t('agenda.overdue')} value={home.tasks.overdue} path={HOME_PATHS.tasksOverdue} alert testId="agenda-overdue" />
        </section>
      )}
      {home.meetingsToConfirm !== null && home.meetingsToConfirm > 0 && (
        <section className="agenda-section">
          <AgendaLink label={t('agenda.meetings')} value={home.meetingsToConfirm} path={HOME_PATHS.meetingsToConfirm} alert testId="agenda-meetings" />
        </section>
      )}
    </Card>
  );
}
