import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DailyReportVersion } from '@crm/shared/contracts/system-reports';
import { formatDateTime } from '@/lib/format';
import { analyticsNs } from '../locales/i18n';

/** What one version of a daily report said: the day's counts, the summary and the plan. */
export function DailyReportContent({ report }: { report: DailyReportVersion }) {
  const { t } = useTranslation(analyticsNs);
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'counts', label: t('reports.activity'), children: t('reports.counts', { visits: report.visits, tasks: report.tasksDone, meetings: report.meetings }) },
        {
          key: 'summary',
          label: t('reports.summary'),
          children: (
            <Typography.Paragraph className="pre-line" style={{ marginBottom: 0 }}>
              {report.summary}
            </Typography.Paragraph>
          ),
        },
        { key: 'plan', label: t('reports.plan'), children: report.plan ?? '—' },
        { key: 'submittedAt', label: t('reports.submittedAt'), children: formatDateTime(report.submittedAt) },
      ]}
    />
  );
}
