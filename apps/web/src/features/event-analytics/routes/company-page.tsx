import { useState } from 'react';
import { Card, Col, Empty, Row, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useHospitalJourney, type AnalyticsFilter } from '../api/calls';
import { EntityPicker } from '../components/entity-picker';
import { FilterBar, lastYear } from '../components/filter-bar';
import { useTypeLabel } from '../components/labels';
import { TouchpointTimeline } from '../components/timeline';
import { analyticsNs } from '../locales/i18n';
import { formatWhen } from '@/lib/when';

/** `/transit/company`: a hospital's journey across its doctors. */
export default function CompanyJourneyPage(_props: MenuPageProps) {
  const { t } = useTranslation(analyticsNs);
  const typeLabel = useTypeLabel();
  const [params, setParams] = useSearchParams();
  const hospitalId = Number(params.get('hospitalId')) || null;
  const [period, setPeriod] = useState<AnalyticsFilter>(lastYear);
  const journey = useHospitalJourney(hospitalId, { from: period.from, to: period.to });
  const data = journey.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card size="small" title={t('journey.companyTitle')}>
        <Space wrap>
          <EntityPicker kind="hospital" value={hospitalId} placeholder={t('common.pickHospital')} onChange={(id) => setParams({ hospitalId: String(id) })} />
          <FilterBar filter={period} onChange={setPeriod} tiers={false} />
        </Space>
      </Card>
      {!hospitalId && <Empty description={t('journey.pickFirst')} />}
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <Card size="small" title={`${data.hospital.name} · ${t('journey.doctorsOfHospital')}`}>
              <Table
                rowKey="doctorId"
                size="small"
                dataSource={data.doctors}
                pagination={{ pageSize: 10 }}
                // Name, count and date keep to one line; the touchpoint types wrap in what is left.
                columns={[
                  {
                    title: t('common.doctor'),
                    key: 'name',
                    width: 130,
                    render: (_, row) => <Link to={`/transit/personal?doctorId=${row.doctorId}`}>{row.name}</Link>,
                  },
                  { title: t('journey.events'), dataIndex: 'events', key: 'events', width: 100 },
                  { title: t('journey.lastAt'), key: 'last', width: 120, render: (_, row) => formatWhen(row.lastAt) },
                  { title: t('journey.type'), key: 'types', render: (_, row) => row.types.map((type) => <Tag key={type}>{typeLabel(type)}</Tag>) },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Card size="small" title={t('journey.timeline')}>
              {data.events.length ? <TouchpointTimeline events={data.events} showDoctor /> : <Empty description={t('common.noData')} />}
            </Card>
          </Col>
        </Row>
      )}
    </Space>
  );
}
