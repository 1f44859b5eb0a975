import { useCallback, useState } from 'react';
import { Alert, App, Card, Col, Empty, Row, Select, Space, Spin, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RELATION_TYPES, type NetworkDoctor, type RelationType } from '@crm/shared/contracts/academic-schemas';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useNetworkChart, useNetworkDoctors, useNetworkTable, type NetworkTableRow } from '../api/network-calls';
import { DoctorPicker } from '../components/doctor-picker';
import { NetworkGraph } from '../components/network-graph';
import { RelationDrawer } from '../components/relation-drawer';
import { RelationTable } from '../components/relation-table';
import { networkNs } from '../locales/i18n';
import '../academic-network.css';

const LIMITS = [50, 150, 300, 500] as const;
const TABLE_SIZE = 10;

/** Spec 2.5: a doctor's profile is addressed by doctorId and id. */
function profileAddress(doctor: { id: number; doctorId: string }): string {
  return `/customer/doctorProfile?${new URLSearchParams({ doctorId: doctor.doctorId, id: String(doctor.id) }).toString()}`;
}

/** `/userInsights/DoctorAcademicNetwork`: a doctor's relations as a graph and a table. */
export default function AcademicNetworkPage(_props: MenuPageProps) {
  const { t } = useTranslation(networkNs);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const [relationType, setRelationType] = useState<RelationType | undefined>();
  const [secondHop, setSecondHop] = useState(false);
  const [limit, setLimit] = useState<number>(150);
  const [tablePage, setTablePage] = useState(0);
  const [relationWith, setRelationWith] = useState<number | null>(null);

  // Without a chosen doctor the most influential one is in the centre.
  const chosen = Number(search.get('id')) || undefined;
  const topDoctors = useNetworkDoctors('');
  const centreId = chosen ?? topDoctors.data?.content[0]?.id;

  const chart = useNetworkChart(centreId ? { id: centreId, depth: secondHop ? 2 : 1, relationType, limit } : null);
  const table = useNetworkTable(centreId ? { id: centreId, relationType, page: tablePage, size: TABLE_SIZE } : null);
  const network = chart.data && chart.data.center.id === centreId ? chart.data : undefined;

  const openDoctor = useCallback(
    (doctor: NetworkDoctor) => (doctor.accessible ? void navigate(profileAddress(doctor)) : void message.info(t('tooltip.outOfRange'))),
    [navigate, message, t],
  );
  const recentre = (id: number) => {
    setSearch({ id: String(id) });
    setTablePage(0);
  };

  return (
    <div className="academic-network card-stack">
      <Card className="academic-network__toolbar" size="small">
        <Space wrap size="middle">
          <Space>
            <span>{t('pickDoctor')}</span>
            <DoctorPicker value={centreId} current={network?.center} onChange={recentre} />
          </Space>
          <Space>
            <span>{t('relationType')}</span>
            <Select<RelationType | 'ALL'>
              aria-label={t('relationType')}
              style={{ width: 170 }}
              value={relationType ?? 'ALL'}
              onChange={(value) => {
                setRelationType(value === 'ALL' ? undefined : value);
                setTablePage(0);
              }}
              options={[{ value: 'ALL', label: t('allTypes') }, ...RELATION_TYPES.map((value) => ({ value, label: t(`common:relationTypes.${value}`) }))]}
            />
          </Space>
          <Space>
            <Switch checked={secondHop} onChange={setSecondHop} aria-label={t('secondHop')} />
            <span>{t('secondHop')}</span>
          </Space>
          <Space>
            <span>{t('nodeLimit')}</span>
            <Select<number>
              aria-label={t('nodeLimit')}
              style={{ width: 120 }}
              value={limit}
              onChange={setLimit}
              options={LIMITS.map((value) => ({ value, label: t('nodes', { count: value }) }))}
            />
          </Space>
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={14}>
          <Card
            size="small"
            className="academic-network__graph-card"
            title={network ? t('summary', { nodes: network.nodes.length, links: network.links.length }) : t('title')}
            extra={<Typography.Text type="secondary">{t('clickHint')}</Typography.Text>}
          >
            {network?.truncated && <Alert className="academic-network__truncated" type="info" showIcon title={t('truncated', { count: network.nodes.length })} />}
            <Spin spinning={chart.isFetching}>
              {!centreId && !topDoctors.isPending ? (
                <Empty className="academic-network__empty" description={t('chooseFirst')} />
              ) : network && network.nodes.length <= 1 ? (
                <Empty className="academic-network__empty" description={t('emptyNetwork')} />
              ) : network ? (
                <NetworkGraph network={network} onOpenDoctor={openDoctor} />
              ) : (
                <div className="network-graph" />
              )}
            </Spin>
          </Card>
        </Col>
        <Col xs={24} xxl={10}>
          <Card size="small" title={t('table.title')} className="academic-network__table-card">
            <RelationTable
              rows={table.data?.content ?? []}
              total={table.data?.totalElements ?? 0}
              page={tablePage}
              pageSize={TABLE_SIZE}
              loading={table.isFetching}
              onPage={setTablePage}
              onOpenDoctor={openDoctor}
              onShowRelation={(row: NetworkTableRow) => setRelationWith(row.id)}
            />
          </Card>
        </Col>
      </Row>
      <RelationDrawer pair={centreId && relationWith ? { id: centreId, otherId: relationWith } : null} onClose={() => setRelationWith(null)} onOpenDoctor={openDoctor} />
    </div>
  );
}
