import { useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDoctorIndividual, useDoctorOptions, type Evidence } from '../api/insights-api';
import { EvidenceDrawer } from '../components/evidence-drawer';
import { NpsValue } from '../components/nps-value';
import { StanceTag } from '../components/stance-tag';
import { TrendChart } from '../components/trend-chart';
import { insightsNs } from '../locales/i18n';
import '../insights.css';

/** `/userInsights/HCPGrouPortrait/DocIndividual?doctorId=…`: one doctor's views of the drugs. */
export default function DocIndividualPage() {
  const { t } = useTranslation(insightsNs);
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const doctorId = /^\d+$/.test(params.get('doctorId') ?? '') ? Number(params.get('doctorId')) : null;
  const [keyword, setKeyword] = useState('');
  const [evidenceId, setEvidenceId] = useState<number | null>(null);
  const options = useDoctorOptions(keyword);
  const insight = useDoctorIndividual(doctorId);
  const data = insight.data;
  const names = useMemo(() => new Map((data?.drugs ?? []).map((d) => [d.productId, localizedName(lang, d.productName, d.productNameEn)])), [data, lang]);

  const describe = (e: Evidence) => {
    if (e.source === 'SURVEY') return e.snippet && /^\d+\/10$/.test(e.snippet) ? t('individual.surveyScale', { value: e.snippet }) : e.snippet;
    return e.source === 'VISIT' || e.source === 'PAPER' ? e.snippet : t(`eventType.${e.snippet ?? 'other'}`, { defaultValue: t('eventType.other') });
  };

  return (
    <Card title={t('individual.title')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('individual.pick')}</span>
        <Select
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          aria-label={t('individual.pick')}
          placeholder={t('individual.pickHint')}
          style={{ width: 360 }}
          value={doctorId ?? undefined}
          loading={options.isFetching}
          onChange={(id: number) => setParams({ doctorId: String(id) })}
          options={[
            ...(data && !options.data?.some((o) => o.id === data.doctor.id) ? [{ value: data.doctor.id, label: localizedName(lang, data.doctor.name, data.doctor.nameEn) }] : []),
            ...(options.data ?? []).map((o) => ({
              value: o.id,
              label: `${localizedName(lang, o.name, o.nameEn)} · ${localizedName(lang, o.hospitalName, o.hospitalNameEn)}`,
            })),
          ]}
        />
      </Space>
      {doctorId === null && <Empty description={t('individual.pickHint')} />}
      {insight.isLoading && <Spin />}
      {insight.isError && <Alert type="error" showIcon message={t('common.none')} />}
      {data && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t('common.doctor')}>{localizedName(lang, data.doctor.name, data.doctor.nameEn)}</Descriptions.Item>
            <Descriptions.Item label={t('common.hospital')}>{localizedName(lang, data.doctor.hospitalName, data.doctor.hospitalNameEn)}</Descriptions.Item>
            <Descriptions.Item label={t('common.department')}>
              {data.doctor.department ? localizedName(lang, data.doctor.department, data.doctor.departmentEn) : '—'}
            </Descriptions.Item>
          </Descriptions>
          <Card size="small" title={t('individual.attitudes')}>
            {data.drugs.length === 0 && <Empty description={t('individual.noEvidence')} />}
            {data.drugs.map((drug) => (
              <div key={drug.productId} style={{ marginBottom: 16 }}>
                <Space style={{ marginBottom: 8 }}>
                  <Typography.Text strong>{localizedName(lang, drug.productName, drug.productNameEn)}</Typography.Text>
                  <StanceTag stance={drug.stance} score={drug.score} />
                  <Typography.Text type="secondary">{t('individual.evidenceList')}</Typography.Text>
                </Space>
                <Table
                  size="small"
                  rowKey="id"
                  dataSource={drug.evidence}
                  scroll={{ x: true }}
                  pagination={drug.evidence.length > 5 ? { pageSize: 5, showSizeChanger: false } : false}
                  columns={[
                    { title: t('individual.source'), width: 130, render: (_, e) => <Tag>{t(`source.${e.source}`)}</Tag> },
                    { title: t('individual.when'), width: 110, render: (_, e) => dayjs(e.occurredAt).format(e.source === 'PAPER' ? 'YYYY' : 'YYYY-MM-DD') },
                    { title: t('individual.snippet'), render: (_, e) => <span className="insights-snippet">{describe(e)}</span> },
                    {
                      title: t('common.score'),
                      width: 120,
                      render: (_, e) => <StanceTag stance={e.score >= 0.2 ? 'POSITIVE' : e.score <= -0.2 ? 'NEGATIVE' : 'NEUTRAL'} score={e.score} />,
                    },
                    {
                      title: '',
                      width: 80,
                      render: (_, e) => (
                        <Button type="link" size="small" onClick={() => setEvidenceId(e.id)}>
                          {t('common.open')}
                        </Button>
                      ),
                    },
                  ]}
                />
              </div>
            ))}
          </Card>
          <div className="insights-grid">
            <Card size="small" title={t('individual.trend')}>
              {data.trend.length ? <TrendChart points={data.trend} names={names} /> : <Empty />}
            </Card>
            <Card size="small" title={t('individual.academic')}>
              <Table
                size="small"
                rowKey="topic"
                dataSource={data.topics}
                pagination={false}
                columns={[
                  { title: t('individual.topic'), render: (_, r) => localizedName(lang, r.topic, r.topicEn) },
                  { title: t('individual.papers'), dataIndex: 'papers', align: 'right' },
                  { title: t('individual.lastYear'), dataIndex: 'lastYear', align: 'right' },
                ]}
              />
            </Card>
          </div>
          <Card size="small" title={t('individual.recommendation')}>
            <Typography.Paragraph type="secondary">{t('individual.recommendationHint')}</Typography.Paragraph>
            {data.recommendation.length === 0 ? (
              <Empty description={t('individual.noRecommendation')} />
            ) : (
              <Descriptions size="small" bordered column={1}>
                {data.recommendation.map((r) => (
                  <Descriptions.Item key={r.productId} label={localizedName(lang, r.productName, r.productNameEn)}>
                    <NpsValue nps={r} full />
                  </Descriptions.Item>
                ))}
              </Descriptions>
            )}
          </Card>
        </Space>
      )}
      <EvidenceDrawer evidenceId={evidenceId} onClose={() => setEvidenceId(null)} />
    </Card>
  );
}
