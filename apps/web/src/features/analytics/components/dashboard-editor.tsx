import { useState } from 'react';
import { App, Button, Col, Form, Input, InputNumber, Modal, Row, Select, Space } from 'antd';
import { ArrowDownOutlined, ArrowLeftOutlined, ArrowRightOutlined, ArrowUpOutlined, ColumnWidthOutlined, DeleteOutlined, PlusOutlined, ShrinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHART_TYPES, type Dashboard, type DashboardWidget, type DimensionInfo, type MetricInfo } from '@crm/shared/contracts/analytics';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useSaveDashboard } from '../api/analytics-calls';
import { analyticsNs } from '../locales/i18n';

interface DashboardEditorProps {
  dashboard: Dashboard;
  metrics: MetricInfo[];
  dimensions: DimensionInfo[];
  onClose: () => void;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Administrators add, move and resize widgets and pick their metrics, chart and dimension. */
export function DashboardEditor({ dashboard, metrics, dimensions, onClose }: DashboardEditorProps) {
  const { t } = useTranslation(analyticsNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const save = useSaveDashboard(dashboard.key);
  const [title, setTitle] = useState(dashboard.title);
  const [titleEn, setTitleEn] = useState(dashboard.titleEn);
  const [widgets, setWidgets] = useState<DashboardWidget[]>(dashboard.widgets);
  const [selected, setSelected] = useState<string | null>(dashboard.widgets[0]?.id ?? null);
  const current = widgets.find((w) => w.id === selected);
  const metricName = (code: string) => {
    const m = metrics.find((x) => x.code === code);
    return m ? localizedName(lang, m.name, m.nameEn) : code;
  };

  const update = (patch: Partial<DashboardWidget>) => {
    if (!current) return;
    const next = { ...current, ...patch };
    next.w = clamp(next.w, 2, 24);
    next.x = clamp(next.x, 0, 24 - next.w);
    next.y = clamp(next.y, 0, 200);
    next.h = clamp(next.h, 1, 12);
    setWidgets(widgets.map((w) => (w.id === current.id ? next : w)));
  };
  const add = () => {
    const bottom = widgets.reduce((max, w) => Math.max(max, w.y + w.h), 0);
    const widget: DashboardWidget = { id: `w${Date.now().toString(36)}`, metrics: [metrics[0]!.code], chart: 'number', filters: [], x: 0, y: bottom, w: 8, h: 3 };
    setWidgets([...widgets, widget]);
    setSelected(widget.id);
  };
  // Only dimensions every chosen metric offers can cut the widget.
  const offered = current ? dimensions.filter((d) => current.metrics.every((code) => metrics.find((m) => m.code === code)?.dimensions.includes(d.code))) : [];

  const submit = async () => {
    await save.mutateAsync({ version: dashboard.version, title, titleEn, widgets });
    void message.success(t('editor.saved'));
    onClose();
  };

  return (
    <Modal
      open
      width={1040}
      title={t('editor.title', { title: localizedName(lang, dashboard.title, dashboard.titleEn) })}
      okText={t('editor.save')}
      cancelText={t('editor.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
    >
      <Row gutter={16}>
        <Col span={10}>
          <Space direction="vertical" className="editor-widget">
            <Input addonBefore={t('editor.dashboardTitle')} value={title} onChange={(e) => setTitle(e.target.value)} />
            <Input addonBefore={t('editor.dashboardTitleEn')} value={titleEn} onChange={(e) => setTitleEn(e.target.value)} />
          </Space>
          <div className="editor-grid" role="list">
            {widgets.map((w) => (
              <div
                key={w.id}
                role="listitem"
                className={`editor-grid__cell${w.id === selected ? ' editor-grid__cell--active' : ''}`}
                style={{ gridColumn: `${w.x + 1} / span ${w.w}`, gridRow: `${w.y + 1} / span ${w.h}` }}
                onClick={() => setSelected(w.id)}
              >
                {w.metrics.map(metricName).join(' / ')}
              </div>
            ))}
          </div>
          <Button icon={<PlusOutlined />} onClick={add}>
            {t('editor.add')}
          </Button>
        </Col>
        <Col span={14}>
          {current && (
            <Form layout="vertical" key={current.id}>
              <Form.Item label={t('editor.metric')}>
                <Select
                  mode="multiple"
                  maxCount={4}
                  value={current.metrics}
                  onChange={(codes: string[]) => codes.length > 0 && update({ metrics: codes, dimension: undefined, filters: [] })}
                  options={metrics.map((m) => ({ value: m.code, label: localizedName(lang, m.name, m.nameEn) }))}
                  optionFilterProp="label"
                />
              </Form.Item>
              <Row gutter={8}>
                <Col span={12}>
                  <Form.Item label={t('editor.chart')}>
                    <Select value={current.chart} onChange={(chart) => update({ chart })} options={CHART_TYPES.map((c) => ({ value: c, label: t(`charts.${c}`) }))} />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item label={t('editor.dimension')}>
                    <Select
                      value={current.dimension ?? ''}
                      onChange={(value: string) => update({ dimension: value || undefined })}
                      options={[{ value: '', label: t('editor.none') }, ...offered.map((d) => ({ value: d.code, label: localizedName(lang, d.name, d.nameEn) }))]}
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Row gutter={8}>
                <Col span={12}>
                  <Form.Item label={t('editor.widgetTitle')}>
                    <Input aria-label={t('editor.widgetTitle')} value={current.title ?? ''} maxLength={60} onChange={(e) => update({ title: e.target.value || undefined })} />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item label={t('editor.widgetTitleEn')}>
                    <Input aria-label={t('editor.widgetTitleEn')} value={current.titleEn ?? ''} maxLength={60} onChange={(e) => update({ titleEn: e.target.value || undefined })} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item label={t('editor.position')}>
                <Space wrap>
                  {(['x', 'y', 'w', 'h'] as const).map((field) => (
                    <InputNumber
                      key={field}
                      addonBefore={t(`editor.${field}`)}
                      value={current[field]}
                      onChange={(v) => v !== null && update({ [field]: v })}
                      style={{ width: 110 }}
                    />
                  ))}
                </Space>
              </Form.Item>
              <Space wrap>
                <Button icon={<ArrowLeftOutlined />} aria-label={t('editor.left')} onClick={() => update({ x: current.x - 1 })} />
                <Button icon={<ArrowRightOutlined />} aria-label={t('editor.right')} onClick={() => update({ x: current.x + 1 })} />
                <Button icon={<ArrowUpOutlined />} aria-label={t('editor.up')} onClick={() => update({ y: current.y - 1 })} />
                <Button icon={<ArrowDownOutlined />} aria-label={t('editor.down')} onClick={() => update({ y: current.y + 1 })} />
                <Button icon={<ColumnWidthOutlined />} aria-label={t('editor.wider')} onClick={() => update({ w: current.w + 2 })} />
                <Button icon={<ShrinkOutlined />} aria-label={t('editor.narrower')} onClick={() => update({ w: current.w - 2 })} />
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => {
                    setWidgets(widgets.filter((w) => w.id !== current.id));
                    setSelected(null);
                  }}
                >
                  {t('editor.remove')}
                </Button>
              </Space>
            </Form>
          )}
        </Col>
      </Row>
    </Modal>
  );
}
