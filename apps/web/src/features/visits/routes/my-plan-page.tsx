import { useState } from 'react';
import { Button, Card, Segmented, Space, Spin } from 'antd';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { usePhone } from '@/lib/media-query';
import { useNavigate } from 'react-router';
import { useAccess } from '@/lib/access/use-access';
import { useLanguage } from '@/lib/i18n/i18n';
import { usePlanCalendar } from '../api/get-plan-calendar';
import { PlanCalendar } from '../components/plan-calendar';
import { dayKey, planDays, shiftAnchor, type PlanView } from '../components/plan-range';
import { useVisitDisplay } from '../components/use-visit-display';
import { VisitDetailDrawer } from '../components/visit-detail-drawer';
import { VisitFormModal } from '../components/visit-form-modal';
import { visitsNs } from '../locales/i18n';
import '../visits.css';

const TASK_DETAIL_PATH = '/task/taskRecordDetail';

/** `/task/myPlan`: the caller's week or month of planned and logged visits and open tasks. */
export default function MyPlanPage() {
  const { t } = useTranslation(visitsNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const access = useAccess();
  const display = useVisitDisplay();
  const today = dayjs().tz(display.timeZone).format('YYYY-MM-DD');
  const phone = usePhone();
  const [chosenView, setView] = useState<PlanView>('week');
  // A month has no room on a phone: its week is shown as a list of days.
  const view = phone ? 'week' : chosenView;
  const [anchor, setAnchor] = useState(() => dayjs(today));
  const [openVisit, setOpenVisit] = useState<number | null>(null);
  const [planDay, setPlanDay] = useState<string | null>(null);
  const days = planDays(view, anchor);
  const plan = usePlanCalendar(dayKey(days[0]!), dayKey(days[days.length - 1]!));
  const canPlan = access.hasPermission(['visit:visit:add']);
  const heading =
    view === 'month' ? anchor.format(lang === 'en' ? 'MMMM YYYY' : 'YYYY年M月') : `${days[0]!.format('YYYY-MM-DD')} – ${days[6]!.format(lang === 'en' ? 'YYYY-MM-DD' : 'MM-DD')}`;

  return (
    <Card
      className="plan-page"
      title={t('plan.title')}
      extra={
        canPlan && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPlanDay(today)}>
            {t('plan.planVisit')}
          </Button>
        )
      }
    >
      <div className="plan-page__toolbar">
        <Space>
          <Button icon={<LeftOutlined />} aria-label={t('plan.previous')} onClick={() => setAnchor(shiftAnchor(view, anchor, -1))} />
          <Button onClick={() => setAnchor(dayjs(today))}>{t('plan.today')}</Button>
          <Button icon={<RightOutlined />} aria-label={t('plan.next')} onClick={() => setAnchor(shiftAnchor(view, anchor, 1))} />
          <span className="plan-page__heading">{heading}</span>
          {plan.isFetching && <Spin size="small" />}
        </Space>
        <Space size="large">
          <span className="plan-legend">
            <i className="plan-legend__dot plan-legend__dot--planned" />
            {t('plan.legendPlanned')}
            <i className="plan-legend__dot plan-legend__dot--completed" />
            {t('plan.legendCompleted')}
            <i className="plan-legend__dot plan-legend__dot--task" />
            {t('plan.legendTask')}
            <i className="plan-legend__dot plan-legend__dot--expired" />
            {t('plan.legendExpired')}
            <i className="plan-legend__dot plan-legend__dot--done" />
            {t('plan.legendDone')}
          </span>
          {!phone && (
            <Segmented<PlanView>
              value={view}
              options={[
                { value: 'week', label: t('plan.week') },
                { value: 'month', label: t('plan.month') },
              ]}
              onChange={setView}
            />
          )}
        </Space>
      </div>
      <PlanCalendar
        view={view}
        days={days}
        month={anchor.month()}
        today={today}
        plan={plan.data}
        canPlan={canPlan}
        onPlan={setPlanDay}
        onOpenVisit={(visit) => setOpenVisit(visit.id)}
        onOpenTask={(task) => void navigate(`${TASK_DETAIL_PATH}?id=${task.id}`)}
        onOpenDay={(day) => {
          setView('week');
          setAnchor(dayjs(day));
        }}
      />
      <VisitDetailDrawer visitId={openVisit} onClose={() => setOpenVisit(null)} />
      {planDay && <VisitFormModal mode="plan" day={planDay} onClose={() => setPlanDay(null)} />}
    </Card>
  );
}
