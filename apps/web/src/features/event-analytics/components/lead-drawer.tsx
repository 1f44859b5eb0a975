import { useMemo } from 'react';
import { Button, Drawer, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLeadDetail } from '../api/calls';
import { analyticsNs } from '../locales/i18n';
import { Chart } from './chart';
import { useTypeLabel } from './labels';
import { formatWhen } from '@/lib/when';

/** Why a doctor has their score: each event's points after the cap and after decay, and the history. */
export function LeadDrawer({ doctorId, productId, onClose }: { doctorId: number | null; productId: number; onClose: () => void }) {
  const { t } = useTranslation(analyticsNs);
  const navigate = useNavigate();
  const detail = useLeadDetail(doctorId, productId);
  const typeLabel = useTypeLabel();
  const data = detail.data;
  // What each rule contributed, largest first: the first thing a marketer asks of a score.
  const byRule = useMemo(() => {
    const sums = new Map<string, { key: string; rule: string; events: number; decayed: number }>();
    for (const row of data?.breakdown ?? []) {
      const key = `${row.ruleId}`;
      const sum = sums.get(key) ?? { key, rule: `${row.ruleName} v${row.ruleVersion}`, events: 0, decayed: 0 };
      sum.events += 1;
      sum.decayed += row.decayed;
      sums.set(key, sum);
    }
    return [...sums.values()].sort((a, b) => b.decayed - a.decayed);
  }, [data]);
  const history = useMemo(
    () => ({
      grid: { left: 40, right: 16, top: 16, bottom: 24 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: data?.history.map((h) => h.at) ?? [] },
      yAxis: { type: 'value' },
      series: [{ type: 'line', name: t('leads.score'), data: data?.history.map((h) => h.score) ?? [], smooth: true }],
    }),
    [data, t],
  );
  return (
    <Drawer open={doctorId !== null} onClose={onClose} width={720} title={data ? `${data.name} · ${t('leads.breakdown')}` : t('leads.breakdown')}>
      {data && (
        <>
          <Typography.Title level={5}>{t('leads.total', { score: data.score.toFixed(2) })}</Typography.Title>
          <Button size="small" onClick={() => void navigate(`/transit/personal?doctorId=${data.doctorId}`)}>
            {t('leads.openJourney')}
          </Button>
          <Table
            className="lead-drawer__by-rule"
            rowKey="key"
            size="small"
            style={{ marginTop: 12 }}
            title={() => t('leads.byRule')}
            dataSource={byRule}
            pagination={false}
            columns={[
              { title: t('leads.rule'), dataIndex: 'rule', key: 'rule' },
              { title: t('leads.events'), dataIndex: 'events', key: 'events', width: 120 },
              { title: t('leads.decayed'), key: 'decayed', width: 160, render: (_, row) => row.decayed.toFixed(2) },
            ]}
          />
          <Table
            title={() => t('leads.byEvent')}
            rowKey={(row) => `${row.ruleId}:${row.eventId}`}
            size="small"
            style={{ marginTop: 12 }}
            dataSource={data.breakdown}
            pagination={{ pageSize: 8 }}
            columns={[
              { title: t('leads.occurredAt'), key: 'at', render: (_, row) => formatWhen(row.occurredAt) },
              { title: t('leads.event'), key: 'event', render: (_, row) => typeLabel(row.eventType) },
              { title: t('leads.rule'), key: 'rule', render: (_, row) => `${row.ruleName} v${row.ruleVersion}` },
              { title: t('leads.raw'), dataIndex: 'points', key: 'points' },
              { title: t('leads.decayed'), key: 'decayed', render: (_, row) => row.decayed.toFixed(2) },
            ]}
          />
          <Typography.Title level={5}>{t('leads.history')}</Typography.Title>
          <Chart option={history} height={220} label={t('leads.history')} />
        </>
      )}
    </Drawer>
  );
}
