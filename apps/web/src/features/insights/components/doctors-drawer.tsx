import { useState } from 'react';
import { Alert, Drawer, Table } from 'antd';
import { Link } from 'react-router';
import type { Stance } from '@crm/shared/contracts/insights';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useBarDoctors, type GroupFilter } from '../api/insights-api';
import { insightsNs } from '../locales/i18n';
import { StanceTag } from './stance-tag';

export interface PickedBar {
  dimension: 'stance' | 'department' | 'province' | 'region' | 'hospital';
  key?: string;
  label: string;
  stance?: Stance;
}

export const individualPath = (doctorId: number) => `/userInsights/HCPGrouPortrait/DocIndividual?doctorId=${doctorId}`;

/** The doctors behind one bar of the group analysis, ten at a time, each opening their own analysis. */
export function DoctorsDrawer({ filter, bar, onClose }: { filter: GroupFilter; bar: PickedBar | null; onClose(): void }) {
  const { t } = useTranslation(insightsNs);
  const lang = useLanguage();
  const [page, setPage] = useState(0);
  const doctors = useBarDoctors(bar && { body: { ...filter, dimension: bar.dimension, key: bar.key, stance: bar.stance }, query: { page, size: 10 } });
  const data = doctors.data;
  return (
    <Drawer
      open={bar !== null}
      onClose={() => (setPage(0), onClose())}
      size={720}
      destroyOnHidden
      title={bar && t('group.barDoctors', { label: bar.label, stance: bar.stance ? t(`stance.${bar.stance}`) : t('group.allStances') })}
    >
      {data?.suppressed && <Alert type="info" showIcon message={t('group.suppressedBar')} />}
      {!!data?.withheld && (
        <Alert type="info" showIcon message={t(data.totalElements > 0 ? 'group.withheldNote' : 'group.withheldAllNote', { count: data.withheld })} style={{ marginBottom: 12 }} />
      )}
      {/* A bar whose doctors are all withheld shows only why, not an empty list. */}
      {(doctors.isFetching || (data && data.totalElements > 0)) && (
        <Table
          size="small"
          rowKey="id"
          loading={doctors.isFetching}
          dataSource={data?.content}
          scroll={{ x: true }}
          pagination={{
            current: page + 1,
            pageSize: 10,
            total: data?.totalElements ?? 0,
            onChange: (p) => setPage(p - 1),
            showSizeChanger: false,
            showTotal: (count) => t('group.doctors', { count }),
          }}
          columns={[
            { title: t('common.doctor'), render: (_, d) => <Link to={individualPath(d.id)}>{localizedName(lang, d.name, d.nameEn)}</Link> },
            { title: t('common.hospital'), render: (_, d) => localizedName(lang, d.hospitalName, d.hospitalNameEn) },
            { title: t('common.department'), render: (_, d) => (d.department ? localizedName(lang, d.department, d.departmentEn) : '—') },
            { title: t('common.score'), render: (_, d) => <StanceTag stance={d.stance} score={d.score} /> },
            { title: t('common.evidence'), dataIndex: 'evidence', align: 'right' },
          ]}
        />
      )}
    </Drawer>
  );
}
