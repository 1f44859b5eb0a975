import { useMemo } from 'react';
import { Card, Col, Empty, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useDoctorJourney } from '../api/calls';
import { Chart } from '../components/chart';
import { EntityPicker } from '../components/entity-picker';
import { doctorRecordPath } from '../components/labels';
import { TouchpointTimeline } from '../components/timeline';
import { analyticsNs } from '../locales/i18n';

/** `/transit/personal`: one doctor's journey as a timeline, with the score's history. */
export default function PersonalJourneyPage(_props: MenuPageProps) {
  const { t } = useTranslation(analyticsNs);
  const [params, setParams] = useSearchParams();
  const doctorId = Number(params.get('doctorId')) || null;
  const journey = useDoctorJourney(doctorId);
  const data = journey.data;
  const option = useMemo(
    () => ({
      grid: { left: 40, right: 16, top: 16, bottom: 24 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: data?.scoreHistory.map((h) => h.at) ?? [] },
      yAxis: { type: 'value' },
      series: [{ type: 'line', name: t('leads.score'), data: data?.scoreHistory.map((h) => h.score) ?? [], smooth: true, areaStyle: {} }],
    }),
    [data, t],
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card size="small" title={t('journey.personalTitle')}>
        <EntityPicker kind="doctor" value={doctorId} placeholder={t('common.pickDoctor')} onChange={(id) => setParams({ doctorId: String(id) })} />
      </Card>
      {!doctorId && <Empty description={t('journey.pickFirst')} />}
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card
              size="small"
              title={
                <Space>
                  <Link to={doctorRecordPath(data.doctor)}>{data.doctor.name}</Link>
                  <Link to={`/transit/company?hospitalId=${data.doctor.hospitalId}`}>
                    <Typography.Text type="secondary">{data.doctor.hospitalName}</Typography.Text>
                  </Link>
                </Space>
              }
            >
              <Typography.Title level={5}>{t('journey.timeline')}</Typography.Title>
              {data.events.length ? <TouchpointTimeline events={data.events} /> : <Empty description={t('common.noData')} />}
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card size="small" title={t('journey.scoreHistory')}>
              <Chart option={option} height={260} label={t('journey.scoreHistory')} />
            </Card>
          </Col>
        </Row>
      )}
    </Space>
  );
}
