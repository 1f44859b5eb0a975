import { useState } from 'react';
import { Card, DatePicker, Empty, Table, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DISMISS_REASONS, type suggestionEffect } from '@crm/shared/contracts/suggestions';
import type { ContractResult } from '@crm/shared/contract';
import { useAccess } from '@/lib/access/use-access';
import { usePhone } from '@/lib/media-query';
import { useSuggestionAdoption, useSuggestionEffect, useSuggestionSettings } from '../api/suggestions';
import { suggestionsNs } from '../locales/i18n';
import { SuggestionSettingsCard } from '../components/suggestion-settings-card';
import '../suggestions.css';

type Row = ContractResult<typeof suggestionEffect>['rows'][number];

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);
const points = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}`;

/** `/nextBestAction/suggestionEffect`: per type, what reps did with suggestions and the outcome against the holdout; adoption by rep. */
export default function SuggestionEffectPage() {
  const { t } = useTranslation(suggestionsNs);
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(30, 'day'), dayjs()]);
  const from = range[0].format('YYYY-MM-DD');
  const to = range[1].format('YYYY-MM-DD');
  const effect = useSuggestionEffect(from, to).data;
  const adoption = useSuggestionAdoption(from, to).data;
  const settings = useSuggestionSettings().data;
  const mayEdit = useAccess().hasButton(['suggestion:settings:edit']);
  // On a phone the tables scroll inside their cards; on a laptop every column fits.
  const scroll = usePhone() ? { x: 'max-content' as const } : undefined;
  const arm = (value: Row['treated']) => (
    <div className="suggestion-effect__cell">
      <span>{percent(value.rate)}</span>
      <Typography.Text type="secondary">{t('effect.pairs', { outcomes: value.outcomes, pairs: value.pairs })}</Typography.Text>
    </div>
  );
  return (
    <div className="suggestion-effect">
      <Card title={t('effect.title')}>
        <div className="suggestion-effect__period">
          <span>{t('effect.period')}</span>
          <DatePicker.RangePicker aria-label={t('effect.period')} allowClear={false} value={range} onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])} />
        </div>
        {effect && settings && (
          <Typography.Paragraph type="secondary">
            {t('effect.intro', { share: `${Math.round(settings.holdoutShare * 100)}%`, event: t(`outcomes.${effect.outcomeEvent}`), days: effect.outcomeDays })}
          </Typography.Paragraph>
        )}
        <Table<Row>
          rowKey="type"
          loading={!effect}
          dataSource={effect?.rows ?? []}
          pagination={false}
          scroll={scroll}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('effect.empty')} /> }}
          columns={[
            { title: t('effect.type'), dataIndex: 'type', render: (type: Row['type']) => t(`types.${type}`) },
            { title: t('effect.shown'), dataIndex: 'shown', align: 'right' },
            { title: t('effect.accepted'), dataIndex: 'accepted', align: 'right' },
            { title: t('effect.completed'), dataIndex: 'completed', align: 'right' },
            {
              title: t('effect.dismissed'),
              key: 'dismissed',
              align: 'right',
              render: (_, row) => {
                const total = DISMISS_REASONS.reduce((sum, reason) => sum + (row.dismissed[reason] ?? 0), 0);
                const detail = DISMISS_REASONS.filter((reason) => row.dismissed[reason])
                  .map((reason) => `${t(`dismissReasons.${reason}`)} ${row.dismissed[reason]}`)
                  .join(' · ');
                return detail ? <Tooltip title={detail}>{total}</Tooltip> : total;
              },
            },
            { title: t('effect.treated'), key: 'treated', render: (_, row) => arm(row.treated) },
            { title: t('effect.holdout'), key: 'holdout', render: (_, row) => (row.holdout.pairs === 0 ? t('effect.noHoldout') : arm(row.holdout)) },
            {
              title: t('effect.difference'),
              key: 'difference',
              render: (_, row) =>
                row.difference === null || row.ci95 === null ? (
                  '—'
                ) : (
                  <div className="suggestion-effect__cell">
                    <span>{points(row.difference)} pp</span>
                    <Typography.Text type="secondary">
                      {points(row.ci95[0])} … {points(row.ci95[1])}
                    </Typography.Text>
                  </div>
                ),
            },
          ]}
        />
      </Card>
      <Card title={t('effect.adoption')}>
        <Table
          rowKey="userId"
          loading={!adoption}
          dataSource={adoption ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={scroll}
          columns={[
            { title: t('effect.rep'), dataIndex: 'userName' },
            { title: t('effect.shown'), dataIndex: 'shown', align: 'right' },
            { title: t('effect.accepted'), dataIndex: 'accepted', align: 'right' },
            { title: t('effect.completed'), dataIndex: 'completed', align: 'right' },
            { title: t('effect.dismissed'), dataIndex: 'dismissed', align: 'right' },
            { title: t('effect.rate'), key: 'rate', align: 'right', render: (_, row) => percent(row.shown === 0 ? null : row.accepted / row.shown) },
          ]}
        />
      </Card>
      <SuggestionSettingsCard editable={mayEdit} />
    </div>
  );
}
