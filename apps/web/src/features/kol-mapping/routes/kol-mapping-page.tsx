import { useCallback, useState } from 'react';
import { Alert, Button, Card, Col, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useKolList, useKolOptions, useKolProvinces, type KolFilter } from '../api/kol-calls';
import { KolFilters } from '../components/kol-filters';
import { KolMap } from '../components/kol-map';
import { KolTable } from '../components/kol-table';
import { ProvinceRanking } from '../components/province-ranking';
import { ScoreDrawer } from '../components/score-drawer';
import { kolNs } from '../locales/i18n';
import '../kol-mapping.css';

/** Spec 2.5: a doctor's profile is addressed by doctorId and id. */
function profileAddress(doctor: { id: number; doctorId: string }): string {
  return `/customer/doctorProfile?${new URLSearchParams({ doctorId: doctor.doctorId, id: String(doctor.id) }).toString()}`;
}

/** `/customer/KolMapping`: ranked KOLs with tiers, filters, the map of China and score explanations. */
export default function KolMappingPage(_props: MenuPageProps) {
  const { t } = useTranslation(kolNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<KolFilter>({});
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const [explained, setExplained] = useState<number | null>(null);
  const options = useKolOptions();
  const list = useKolList(filter, page, size);
  const provinces = useKolProvinces(filter);

  const changeFilter = useCallback((next: KolFilter) => {
    setFilter(next);
    setPage(0);
  }, []);
  const pickProvince = useCallback((provinceCode: string | undefined) => {
    setFilter((current) => {
      const { provinceCode: _previous, cityCode: _city, ...rest } = current;
      return provinceCode ? { ...rest, provinceCode } : rest;
    });
    setPage(0);
  }, []);
  const openProfile = useCallback((doctor: { id: number; doctorId: string }) => void navigate(profileAddress(doctor)), [navigate]);

  const withheld = list.data?.withheld === true;
  const computedAt = options.data?.computedAt;
  const selectedProvince = options.data?.provinces.find((province) => province.code === filter.provinceCode);
  return (
    <div className="kol-mapping card-stack">
      <Card size="small" className="kol-mapping__toolbar">
        <KolFilters options={options.data} filter={filter} onChange={changeFilter} />
        <Typography.Text type="secondary" className="kol-mapping__computed">
          {computedAt ? t('computedAt', { time: dayjs(computedAt).format('YYYY-MM-DD HH:mm') }) : options.isSuccess ? t('notComputed') : null}
        </Typography.Text>
      </Card>
      {withheld && <Alert type="warning" showIcon className="kol-mapping__withheld" title={list.data?.withheldNotice || t('withheld')} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={13}>
          <Card
            size="small"
            className="kol-mapping__map-card"
            title={t('map.title')}
            extra={
              selectedProvince ? (
                <Button size="small" onClick={() => pickProvince(undefined)}>
                  {`${localizedName(lang, selectedProvince.name, selectedProvince.nameEn)} · ${t('map.clear')}`}
                </Button>
              ) : (
                <Typography.Text type="secondary">{t('map.pick')}</Typography.Text>
              )
            }
          >
            <KolMap provinces={provinces.data ?? []} provinceNames={options.data?.provinces ?? []} selected={filter.provinceCode} onPick={pickProvince} />
          </Card>
        </Col>
        <Col xs={24} xl={11}>
          <Card size="small" className="kol-mapping__map-card" title={t('map.ranking')}>
            <ProvinceRanking provinces={provinces.data ?? []} selected={filter.provinceCode} onPick={pickProvince} />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('list.title')}>
        <KolTable
          rows={list.data?.content ?? []}
          total={list.data?.totalElements ?? 0}
          page={page}
          pageSize={size}
          loading={list.isFetching}
          onPage={(next, nextSize) => {
            setPage(nextSize === size ? next : 0);
            setSize(nextSize);
          }}
          onExplain={(row) => setExplained(row.id)}
          onOpenProfile={openProfile}
        />
      </Card>
      <ScoreDrawer doctorId={explained} onClose={() => setExplained(null)} onOpenProfile={openProfile} />
    </div>
  );
}
