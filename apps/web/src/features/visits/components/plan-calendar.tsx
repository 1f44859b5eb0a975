import { Button, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PlanCalendar as PlanData, PlanTask } from '../api/get-plan-calendar';
import type { Visit } from '../api/visit-types';
import { visitsNs } from '../locales/i18n';
import { dayKey, type PlanView } from './plan-range';
import { useVisitDisplay } from './use-visit-display';

const MONTH_ITEMS = 3;

interface PlanCalendarProps {
  view: PlanView;
  days: Dayjs[];
  month: number;
  today: string;
  plan: PlanData | undefined;
  canPlan: boolean;
  onPlan(day: string): void;
  onOpenVisit(visit: Visit): void;
  onOpenTask(task: PlanTask): void;
  onOpenDay(day: string): void;
}

type Entry = { kind: 'visit'; at: string; visit: Visit } | { kind: 'task'; at: string; task: PlanTask };

/** A week or month grid of the caller's visits and open tasks, Monday first. */
export function PlanCalendar({ view, days, month, today, plan, canPlan, onPlan, onOpenVisit, onOpenTask, onOpenDay }: PlanCalendarProps) {
  const { t } = useTranslation(visitsNs);
  const display = useVisitDisplay();
  const byDay = new Map<string, Entry[]>();
  const add = (entry: Entry) => {
    const key = dayjs(entry.at).tz(display.timeZone).format('YYYY-MM-DD');
    byDay.set(key, [...(byDay.get(key) ?? []), entry]);
  };
  for (const visit of plan?.visits ?? []) add({ kind: 'visit', at: visit.startAt, visit });
  for (const task of plan?.tasks ?? []) add({ kind: 'task', at: task.dueAt, task });
  const clock = (value: string) => dayjs(value).tz(display.timeZone).format('HH:mm');

  const renderEntry = (entry: Entry) =>
    entry.kind === 'visit' ? (
      <button key={`v${entry.visit.id}`} type="button" className={`plan-entry plan-entry--${entry.visit.status}`} onClick={() => onOpenVisit(entry.visit)}>
        <span className="plan-entry__time">{clock(entry.at)}</span>
        <span className="plan-entry__text">{display.name(entry.visit.doctor.name, entry.visit.doctor.nameEn)}</span>
      </button>
    ) : (
      <button
        key={`t${entry.task.id}`}
        type="button"
        className={`plan-entry plan-entry--task${entry.task.expired ? ' plan-entry--expired' : ''}${entry.task.status === 'completed' ? ' plan-entry--done' : ''}`}
        onClick={() => onOpenTask(entry.task)}
      >
        <span className="plan-entry__time">{clock(entry.at)}</span>
        <span className="plan-entry__text">
          {entry.task.important && <span className="plan-entry__flag">!</span>}
          {entry.task.title}
        </span>
      </button>
    );

  return (
    <div className={`plan-calendar plan-calendar--${view}`}>
      {days.slice(0, 7).map((day) => (
        <div key={`h${day.day()}`} className="plan-calendar__weekday">
          {t(`plan.weekday.${day.day() as 0 | 1 | 2 | 3 | 4 | 5 | 6}`)}
          {view === 'week' && <span className="plan-calendar__weekday-date">{day.format('MM-DD')}</span>}
        </div>
      ))}
      {days.map((day) => {
        const key = dayKey(day);
        const entries = (byDay.get(key) ?? []).sort((a, b) => a.at.localeCompare(b.at));
        const shown = view === 'month' ? entries.slice(0, MONTH_ITEMS) : entries;
        const classes = ['plan-day', key === today && 'plan-day--today', view === 'month' && day.month() !== month && 'plan-day--outside', key < today && 'plan-day--past']
          .filter(Boolean)
          .join(' ');
        return (
          <div key={key} className={classes} data-day={key}>
            <div className="plan-day__head">
              <span className="plan-day__date">{view === 'month' ? day.date() : ''}</span>
              {/* A phone lists the week's days one under the other, each named in its own head. */}
              {view === 'week' && (
                <span className="plan-day__label">
                  {t(`plan.weekday.${day.day() as 0 | 1 | 2 | 3 | 4 | 5 | 6}`)} {day.format('MM-DD')}
                </span>
              )}
              {canPlan && key >= today && (
                <Tooltip title={t('plan.planOnDay', { date: key })}>
                  <Button size="small" type="text" className="plan-day__add" icon={<PlusOutlined />} aria-label={t('plan.planOnDay', { date: key })} onClick={() => onPlan(key)} />
                </Tooltip>
              )}
            </div>
            <div className="plan-day__entries">
              {shown.map(renderEntry)}
              {entries.length > shown.length && (
                <button type="button" className="plan-day__more" onClick={() => onOpenDay(key)}>
                  {t('plan.more', { count: entries.length - shown.length })}
                </button>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
