import { useMemo, useState } from 'react';
import { Card, Col, Empty, Form, Input, InputNumber, Row, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { usePaths, type AnalyticsFilter } from '../api/calls';
import { Chart } from '../components/chart';
import { FilterBar, lastYear } from '../components/filter-bar';
import { useTypeLabel, useTypeOptions } from '../components/labels';
import { analyticsNs } from '../locales/i18n';

/** `/transit/userTransit`: the paths between touchpoints as a Sankey chart, with merge and drop rules. */
export default function UserTransitPage(_props: MenuPageProps) {
  const { t } = useTranslation(analyticsNs);
  const typeLabel = useTypeLabel();
  const types = useTypeOptions();
  const [filter, setFilter] = useState<AnalyticsFilter>(lastYear);
  const [drop, setDrop] = useState<string[]>(['visit.planned', 'portal.login']);
  const [mergeTypes, setMergeTypes] = useState<string[]>([]);
  const [mergeLabel, setMergeLabel] = useState('');
  const [collapseRepeats, setCollapse] = useState(true);
  const [depth, setDepth] = useState(5);
  const merge = mergeTypes.length && mergeLabel.trim() ? [{ label: mergeLabel.trim(), types: mergeTypes }] : [];
  const paths = usePaths({ filter, rules: { drop, merge, collapseRepeats, depth } });
  const option = useMemo(() => {
    const data = paths.data;
    if (!data) return {};
    const name = (key: string) => `${typeLabel(key.slice(key.indexOf(':') + 1))} · ${key.slice(0, key.indexOf(':'))}`;
    return {
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'sankey',
          emphasis: { focus: 'adjacency' },
          nodeGap: 10,
          data: data.nodes.map((n) => ({ name: name(n.key), value: n.units })),
          links: data.links.map((l) => ({ source: name(l.source), target: name(l.target), value: l.units })),
          label: { fontSize: 11 },
          lineStyle: { color: 'gradient', curveness: 0.5 },
        },
      ],
    };
  }, [paths.data, typeLabel]);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={18}>
        <Card
          size="small"
          title={t('journey.transitTitle')}
          extra={paths.data && <Typography.Text type="secondary">{t('journey.doctors', { count: paths.data.doctors })}</Typography.Text>}
        >
          <FilterBar filter={filter} onChange={setFilter} />
          {paths.data && paths.data.nodes.length === 0 ? <Empty description={t('common.noData')} /> : <Chart option={option} height={520} label={t('journey.transitTitle')} />}
        </Card>
      </Col>
      <Col xs={24} xl={6}>
        <Card size="small" title={t('journey.rules')}>
          <Form layout="vertical">
            <Form.Item label={t('journey.drop')}>
              <Select mode="multiple" aria-label={t('journey.drop')} value={drop} onChange={setDrop} options={types} />
            </Form.Item>
            <Form.Item label={t('journey.merge')}>
              <Space direction="vertical" style={{ width: '100%' }}>
                <Select mode="multiple" aria-label={t('journey.merge')} value={mergeTypes} onChange={setMergeTypes} options={types} />
                <Input
                  aria-label={t('journey.mergeLabel')}
                  placeholder={t('journey.mergeLabel')}
                  value={mergeLabel}
                  onChange={(e) => setMergeLabel(e.target.value)}
                  maxLength={40}
                />
              </Space>
            </Form.Item>
            <Form.Item label={t('journey.collapse')}>
              <Switch aria-label={t('journey.collapse')} checked={collapseRepeats} onChange={setCollapse} />
            </Form.Item>
            <Form.Item label={t('journey.depth')}>
              <InputNumber aria-label={t('journey.depth')} min={2} max={8} value={depth} onChange={(v) => v && setDepth(v)} />
            </Form.Item>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}
