import { useState } from 'react';
import { App, Button, Card, Space, Typography } from 'antd';
import { CalendarOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '@/lib/access/use-access';
import { useExportVisits } from '../api/export-visits';
import { useVisitPage } from '../api/get-visit-page';
import type { VisitFilter, VisitScope } from '../api/visit-types';
import { visitsNs } from '../locales/i18n';
import { VisitDetailDrawer } from './visit-detail-drawer';
import { VisitFilterBar } from './visit-filter-bar';
import { QuickLogModal } from './quick-log-modal';
import { VisitFormModal, type VisitFormMode } from './visit-form-modal';
import { VisitTable } from './visit-table';

const PLAN_PATH = '/task/myPlan';
/** The query parameter that opens the quick log on my visits: `?log=<doctorId>` (or `?log` to choose the doctor there). */
export const QUICK_LOG_PARAM = 'log';
/** The query parameter that opens one visit's details on the list (`?visit=<id>`), as the doctor's timeline links it. */
const OPEN_VISIT_PARAM = 'visit';

/** A positive id named by a query parameter, or null. */
function idParam(params: URLSearchParams, name: string): number | null {
  const id = Number(params.get(name));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The doctor a quick log link names (`?log=123`), undefined for `?log` alone, null without the parameter. */
function quickLogDoctor(params: URLSearchParams): number | undefined | null {
  const value = params.get(QUICK_LOG_PARAM);
  if (value === null) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** My visits or my team's visits: filters, the list, details, logging and planning, export. */
export function VisitList({ scope }: { scope: VisitScope }) {
  const { t } = useTranslation(visitsNs);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const access = useAccess();
  const [filter, setFilter] = useState<VisitFilter>({});
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const [openId, setOpenId] = useState<number | null>(null);
  const [formMode, setFormMode] = useState<VisitFormMode | null>(null);
  const visits = useVisitPage({ scope, filter, page, size });
  const exportVisits = useExportVisits();
  const canAdd = access.hasPermission(['visit:visit:add']);
  const canExport = access.hasButton(['visit:visit:export']);
  const canPlan = access.hasPermission(['task:plan:view']);
  const [params, setParams] = useSearchParams();
  const quickLog = scope === 'my' && canAdd ? quickLogDoctor(params) : null;
  const dropParam = (name: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  const closeQuickLog = () => dropParam(QUICK_LOG_PARAM);
  const linkedVisit = idParam(params, OPEN_VISIT_PARAM);
  const closeDetail = () => {
    setOpenId(null);
    if (linkedVisit !== null) dropParam(OPEN_VISIT_PARAM);
  };

  const runExport = async () => {
    const fileName = `${t('actions.fileName')}-${dayjs().format('YYYY-MM-DD')}.xlsx`;
    const hide = message.loading(t('actions.exporting'), 0);
    try {
      await exportVisits.mutateAsync({ scope, filter, fileName });
      void message.success(t('actions.exported', { name: fileName }));
    } catch {
      void message.error(t('actions.exportFailed'));
    } finally {
      hide();
    }
  };

  return (
    <Card
      className="visit-list"
      title={
        <Space orientation="vertical" size={0}>
          <span>{scope === 'my' ? t('myTitle') : t('teamTitle')}</span>
          <Typography.Text type="secondary" className="visit-list__hint">
            {scope === 'team' ? t('teamHint') : t('myOrderHint')}
          </Typography.Text>
        </Space>
      }
      extra={
        <Space wrap>
          {canPlan && scope === 'my' && (
            <Button icon={<CalendarOutlined />} onClick={() => void navigate(PLAN_PATH)}>
              {t('plan.title')}
            </Button>
          )}
          {canAdd && scope === 'my' && (
            <>
              <Button onClick={() => setFormMode('plan')}>{t('actions.plan')}</Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormMode('log')}>
                {t('actions.log')}
              </Button>
            </>
          )}
          {canExport && (
            <Button icon={<DownloadOutlined />} loading={exportVisits.isPending} onClick={() => void runExport()}>
              {t('actions.export')}
            </Button>
          )}
        </Space>
      }
    >
      <VisitFilterBar
        scope={scope}
        onApply={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <VisitTable
        scope={scope}
        visits={visits.data}
        loading={visits.isFetching}
        page={page}
        size={size}
        onPage={(nextPage, nextSize) => {
          setPage(nextPage);
          setSize(nextSize);
        }}
        onOpen={(visit) => setOpenId(visit.id)}
      />
      <VisitDetailDrawer visitId={openId ?? linkedVisit} onClose={closeDetail} />
      {formMode && <VisitFormModal mode={formMode} onClose={() => setFormMode(null)} />}
      {quickLog !== null && <QuickLogModal key={quickLog ?? 'any'} doctorId={quickLog} onClose={closeQuickLog} />}
    </Card>
  );
}
