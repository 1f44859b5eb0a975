import { useMemo, useState } from 'react';
import { Alert, Button, Space, Spin } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDashboard, useDashboardEmbed, useMetricCatalog } from '../api/analytics-calls';
import { analyticsNs } from '../locales/i18n';
import { DashboardEditor } from './dashboard-editor';
import { DashboardWidgetCard, type Period } from './dashboard-widget';
import { ExternalDashboard } from './external-dashboard';
import { PeriodBar, defaultPeriod } from './period-bar';
import { RecordsDrawer, type RecordsTarget } from './records-drawer';
import '../analytics.css';

/**
 * A dashboard definition rendered as a grid of widgets over one period; editable by administrators.
 * Where this environment shows the dashboard from an external analytics site, its signed embed instead.
 */
export function DashboardView({ dashboardKey }: { dashboardKey: string }) {
  const { t } = useTranslation(analyticsNs);
  const lang = useLanguage();
  const dashboard = useDashboard(dashboardKey);
  const embed = useDashboardEmbed(dashboardKey);
  const catalog = useMetricCatalog();
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const [records, setRecords] = useState<RecordsTarget | null>(null);
  const [editing, setEditing] = useState(false);
  const metrics = useMemo(() => new Map((catalog.data?.metrics ?? []).map((m) => [m.code, m])), [catalog.data]);
  const dimensions = useMemo(() => new Map((catalog.data?.dimensions ?? []).map((d) => [d.code, d])), [catalog.data]);

  if (dashboard.isError || catalog.isError) return <Alert type="error" title={t('widget.failed')} />;
  if (!dashboard.data || !catalog.data || embed.isPending) return <Spin />;
  const board = dashboard.data;
  if (embed.data?.embed) return <ExternalDashboard title={localizedName(lang, board.title, board.titleEn)} embed={embed.data.embed} />;
  return (
    <div className="dashboard">
      <div className="dashboard__bar">
        <h2 className="dashboard__title">{localizedName(lang, board.title, board.titleEn)}</h2>
        <Space wrap>
          <PeriodBar period={period} onChange={setPeriod} />
          {board.editable && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('editor.edit')}
            </Button>
          )}
        </Space>
      </div>
      <div className="dashboard__grid">
        {board.widgets
          .filter((w) => w.metrics.every((code) => metrics.has(code)))
          .map((widget) => (
            <div key={widget.id} className="dashboard__cell" style={{ gridColumn: `${widget.x + 1} / span ${widget.w}`, gridRow: `${widget.y + 1} / span ${widget.h}` }}>
              <DashboardWidgetCard widget={widget} period={period} metrics={metrics} dimensions={dimensions} onRecords={setRecords} />
            </div>
          ))}
      </div>
      <RecordsDrawer target={records} onClose={() => setRecords(null)} />
      {editing && <DashboardEditor dashboard={board} metrics={catalog.data.metrics} dimensions={catalog.data.dimensions} onClose={() => setEditing(false)} />}
    </div>
  );
}
