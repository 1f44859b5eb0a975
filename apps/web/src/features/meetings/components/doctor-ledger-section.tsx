import { useState } from 'react';
import { App, Button, Card, Empty, Flex, Select, Statistic, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { exportDoctorLedger, useDoctorLedger } from '../api/ledger';
import { meetingsNs } from '../locales/i18n';
import { formatCents } from './money';
import { saveBlob } from '@/lib/save-blob';

/**
 * A doctor's transfer-of-value ledger (honoraria, travel, meals from the tenant's meetings) per
 * year, with an xlsx export; mounted on the doctor detail page.
 */
export function DoctorLedgerSection({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation(meetingsNs);
  const { message } = App.useApp();
  const [year, setYear] = useState<number | null>(null);
  const [isExporting, setExporting] = useState(false);
  const ledger = useDoctorLedger(doctorId, year);
  const data = ledger.data;
  const shownYear = data?.year ?? year ?? new Date().getFullYear();
  const years = [...new Set([shownYear, new Date().getFullYear(), ...(data?.years ?? []).map((y) => y.year)])].sort((a, b) => b - a);

  const download = async () => {
    setExporting(true);
    const closing = message.loading(t('ledger.exporting'), 0);
    try {
      saveBlob(await exportDoctorLedger(doctorId, shownYear), `transfer-of-value-${doctorId}-${shownYear}.xlsx`);
    } finally {
      closing();
      setExporting(false);
    }
  };

  return (
    <Card
      className="doctor-ledger-section"
      title={t('ledger.title')}
      loading={ledger.isLoading}
      extra={
        <Flex gap={8} align="center">
          <Select aria-label={t('ledger.year')} value={shownYear} style={{ width: 100 }} options={years.map((y) => ({ value: y, label: String(y) }))} onChange={setYear} />
          <Button icon={<DownloadOutlined />} loading={isExporting} disabled={!data || data.entries.length === 0} onClick={() => void download()}>
            {t('ledger.export')}
          </Button>
        </Flex>
      }
    >
      {data && (
        <>
          <Flex gap={32} wrap style={{ marginBottom: 16 }}>
            <Statistic title={t('ledger.yearSummary', { year: shownYear })} value={formatCents(data.totals.totalCents)} />
            <Statistic title={t('ledger.honorarium')} value={formatCents(data.totals.honorariumCents)} />
            <Statistic title={t('ledger.travel')} value={formatCents(data.totals.travelCents)} />
            <Statistic title={t('ledger.meal')} value={formatCents(data.totals.mealCents)} />
          </Flex>
          {data.entries.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ledger.empty')} />
          ) : (
            <Table
              rowKey={(entry) => `${entry.meetingId}-${entry.category}-${entry.occurredOn}-${entry.amountCents}`}
              size="small"
              pagination={data.entries.length > 10 ? { pageSize: 10 } : false}
              dataSource={data.entries}
              columns={[
                { key: 'date', title: t('ledger.date'), dataIndex: 'occurredOn', width: 110 },
                { key: 'meeting', title: t('ledger.meeting'), render: (_, entry) => `${entry.meetingCode} ${entry.topic}` },
                { key: 'category', title: t('ledger.category'), width: 100, render: (_, entry) => t(`ledgerCategory.${entry.category}`, { defaultValue: entry.category }) },
                { key: 'amount', title: t('ledger.amount'), width: 130, align: 'right', render: (_, entry) => formatCents(entry.amountCents) },
              ]}
            />
          )}
        </>
      )}
    </Card>
  );
}
