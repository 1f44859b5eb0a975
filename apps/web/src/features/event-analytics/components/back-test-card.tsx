import { useState } from 'react';
import { Button, Card, DatePicker, Descriptions, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useBackTest } from '../api/calls';
import { analyticsNs } from '../locales/i18n';
import { useTypeOptions } from './labels';

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** Back-test of the current rules: the top-scored tenth's outcome rate against everyone's. */
export function BackTestCard() {
  const { t } = useTranslation(analyticsNs);
  const types = useTypeOptions();
  const [outcomeType, setOutcome] = useState('prescription.first');
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(3, 'month').startOf('month'), dayjs().startOf('month')]);
  const run = useBackTest();
  const result = run.data;
  return (
    <Card size="small" title={t('rules.backTest')}>
      <Space wrap>
        <Select aria-label={t('rules.outcome')} style={{ width: 200 }} value={outcomeType} onChange={setOutcome} options={types} />
        <DatePicker.RangePicker aria-label={t('rules.window')} allowClear={false} value={range} onChange={(next) => next?.[0] && next[1] && setRange([next[0], next[1]])} />
        <Button loading={run.isPending} onClick={() => run.mutate({ productId: 0, outcomeType, from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') })}>
          {t('rules.runBackTest')}
        </Button>
      </Space>
      {result && (
        <Descriptions size="small" column={3} style={{ marginTop: 16 }}>
          <Descriptions.Item label={t('rules.lift')}>{result.lift === null ? '—' : result.lift.toFixed(2)}</Descriptions.Item>
          <Descriptions.Item label={t('rules.topRate')}>{percent(result.topDecileRate)}</Descriptions.Item>
          <Descriptions.Item label={t('rules.baseRate')}>{percent(result.baseRate)}</Descriptions.Item>
          <Descriptions.Item span={3}>
            <Typography.Text type="secondary">
              {t('rules.backTestSummary', { doctors: result.doctors, outcomes: result.outcomes, top: result.topDecileDoctors, topOutcomes: result.topDecileOutcomes })}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
