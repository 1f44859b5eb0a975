import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Form, Select, Space, type SelectProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useGroupAnalysis, useInsightOptions, type GroupFilter } from '../api/insights-api';
import type { PickedBar } from '../components/doctors-drawer';
import { GroupResults, type GroupView } from '../components/group-results';
import { PRESETS, presetPeriod, type Preset } from '../components/period';
import { insightsNs } from '../locales/i18n';
import '../insights.css';

/** The group's multiple choices (indications, drugs): tags wrap into "+N" past the field's width. */
const MULTIPLE = { mode: 'multiple', maxTagCount: 'responsive', style: { width: 300 } } as const;

/** A filter of the analysis, its label on screen also naming the select for a screen reader. */
function FilterSelect<T>({ label, required, ...select }: SelectProps<T> & { label: string; required?: boolean }) {
  return (
    <Form.Item label={label} required={required}>
      <Select<T> allowClear aria-label={label} {...select} />
    </Form.Item>
  );
}

/** `/userInsights/HCPGrouPortrait/DocGroup`: how a group of doctors stands on the chosen drugs. */
export default function DocGroupPage() {
  const { t } = useTranslation(insightsNs);
  const lang = useLanguage();
  const options = useInsightOptions().data;
  const [indications, setIndications] = useState<string[]>([]);
  const [productIds, setProductIds] = useState<number[]>([]);
  const [provinceCode, setProvinceCode] = useState<string>();
  const [cityCode, setCityCode] = useState<string>();
  const [preset, setPreset] = useState<Preset>('default');
  const [custom, setCustom] = useState<[Dayjs, Dayjs] | null>(null);
  const [missing, setMissing] = useState(false);
  const [filter, setFilter] = useState<GroupFilter | null>(null);
  const [bar, setBar] = useState<PickedBar | null>(null);
  const [view, setView] = useState<GroupView>('chart');
  const analysis = useGroupAnalysis(filter);
  const result = analysis.data;
  const cities = options?.provinces.find((p) => p.code === provinceCode)?.cities ?? [];

  const analyse = () => {
    if (indications.length === 0 || productIds.length === 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const period = preset === 'custom' ? (custom ? { from: custom[0].format('YYYY-MM-DD'), to: custom[1].format('YYYY-MM-DD') } : {}) : presetPeriod(preset);
    setFilter({ indications, productIds, provinceCode, cityCode, ...period });
  };

  return (
    <Card title={t('group.title')}>
      <Form layout="inline" className="insights-filters" onFinish={analyse}>
        <FilterSelect<string[]>
          label={t('group.indications')}
          required
          {...MULTIPLE}
          value={indications}
          onChange={setIndications}
          options={options?.indications.map((i) => ({ value: i.name, label: localizedName(lang, i.name, i.nameEn) }))}
        />
        <FilterSelect<number[]>
          label={t('group.products')}
          required
          {...MULTIPLE}
          value={productIds}
          onChange={setProductIds}
          options={options?.products.map((p) => ({ value: p.id, label: localizedName(lang, p.name, p.nameEn) }))}
        />
        <FilterSelect<string>
          label={t('group.province')}
          style={{ width: 150 }}
          value={provinceCode}
          onChange={(code) => (setProvinceCode(code), setCityCode(undefined))}
          options={options?.provinces.map((p) => ({ value: p.code, label: localizedName(lang, p.name, p.nameEn) }))}
        />
        <FilterSelect<string>
          label={t('group.city')}
          style={{ width: 150 }}
          value={cityCode}
          onChange={setCityCode}
          disabled={!provinceCode}
          options={cities.map((c) => ({ value: c.code, label: localizedName(lang, c.name, c.nameEn) }))}
        />
        <Form.Item label={t('range.label')}>
          <Space wrap>
            <Select aria-label={t('range.label')} style={{ width: 180 }} value={preset} onChange={setPreset} options={PRESETS.map((p) => ({ value: p, label: t(`range.${p}`) }))} />
            {preset === 'custom' && (
              <DatePicker.RangePicker
                value={custom}
                disabledDate={(d) => d.isAfter(dayjs(), 'day')}
                onChange={(range) => setCustom(range && range[0] && range[1] ? [range[0], range[1]] : null)}
              />
            )}
          </Space>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={analysis.isFetching}>
            {t('group.analyse')}
          </Button>
        </Form.Item>
      </Form>
      {missing && <Alert type="warning" showIcon message={t('group.required')} style={{ marginBottom: 16 }} />}
      {!filter && !missing && <Alert type="info" showIcon message={t('group.required')} style={{ marginBottom: 16 }} />}
      {result && filter && <GroupResults result={result} filter={filter} view={view} onView={setView} bar={bar} onBar={setBar} />}
    </Card>
  );
}
