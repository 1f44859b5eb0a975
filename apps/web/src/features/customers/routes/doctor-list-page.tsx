import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, App, Badge, Button, Drawer, Space, Tooltip, Typography } from 'antd';
import { FilterOutlined, InfoCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePhone } from '@/lib/media-query';
import { useAccess } from '@/lib/access/use-access';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useDoctorSearch } from '../api/search-doctors';
import type { DoctorCard } from '../api/types';
import type { SavedSearch } from '../api/saved-searches';
import { DoctorFilterPanel } from '../components/doctor-list/doctor-filter-panel';
import { DoctorSearchGrid } from '../components/doctor-list/doctor-search-grid';
import { SavedSearchesMenu } from '../components/doctor-list/saved-searches-menu';
import { useFillHeight } from '../components/doctor-list/use-fill-height';
import { CreateDoctorModal } from '../components/doctor-form/create-doctor-modal';
import { activeFilterKeys, cleanFilters, filtersOfSavedSearch, type DoctorListFilters } from '../lib/doctor-filters';
import { doctorRecordPath } from '../lib/doctor-links';
import { formatListCount } from '../lib/list-count';
import { doctorListTypeOf } from '../lib/list-types';
import { customersNs } from '../locales/i18n';
import '../customers.css';
import { KeywordSearch } from '@/components/keyword-search';

/** The doctor lists of spec 2.3: my follows, my customers, all customers. */
export default function DoctorListPage({ route }: MenuPageProps) {
  const { t, i18n } = useTranslation(customersNs);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const access = useAccess();
  const listType = doctorListTypeOf(route.node);
  const [filters, setFilters] = useState<DoctorListFilters>({});
  const [keywordInput, setKeywordInput] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const phone = usePhone();
  const [creating, setCreating] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const gridHeight = useFillHeight(gridRef, { min: 420, bottom: 24, key: filtersOpen });

  const query = useMemo(() => ({ ...cleanFilters(filters), listType }), [filters, listType]);
  const search = useDoctorSearch(query);
  const firstPage = search.data?.pages[0];
  const openDoctor = useCallback((doctor: Pick<DoctorCard, 'id' | 'doctorName'>) => void navigate(doctorRecordPath(doctor)), [navigate]);
  const activeCount = activeFilterKeys(filters).length;

  const applySaved = (saved: SavedSearch) => {
    const restored = filtersOfSavedSearch(saved.params);
    setFilters(restored);
    setKeywordInput(restored.keyword ?? '');
    setFiltersOpen(activeFilterKeys(restored).length > 0);
    void message.success(t('savedSearch.applied', { name: saved.name }));
  };

  const reset = () => {
    setFilters({});
    setKeywordInput('');
  };

  return (
    <div className="customers-page doctor-list-page">
      <div className="doctor-toolbar">
        <KeywordSearch
          className="doctor-toolbar__search"
          enterButton
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={keywordInput}
          maxLength={50}
          onChange={(event) => {
            setKeywordInput(event.target.value);
            if (!event.target.value) setFilters((current) => ({ ...current, keyword: undefined }));
          }}
          onSearch={(keyword) => setFilters((current) => ({ ...current, keyword }))}
        />
        <Badge count={activeCount} size="small">
          <Button
            icon={<FilterOutlined />}
            type={filtersOpen ? 'primary' : 'default'}
            ghost={filtersOpen}
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t('list.filters')}
          </Button>
        </Badge>
        <SavedSearchesMenu listType={listType} filters={filters} onApply={applySaved} />
        <ListCountLabel isLoading={search.isLoading} total={firstPage?.totalElements} capped={firstPage?.totalCapped ?? false} locale={i18n.language === 'en' ? 'en' : 'zh-CN'} />
        <span className="doctor-toolbar__spacer" />
        {listType !== 'MY_FOCUS' && access.hasPermission(['customer:doctor:add']) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('create.open')}
          </Button>
        )}
      </div>
      {/* On a phone the filters open in a drawer from the bottom over the list; each applies at once. */}
      {phone ? (
        <Drawer placement="bottom" size="85%" title={t('list.filters')} open={filtersOpen} onClose={() => setFiltersOpen(false)} className="phone-filters">
          <DoctorFilterPanel filters={filters} onChange={setFilters} onReset={reset} />
        </Drawer>
      ) : (
        filtersOpen && <DoctorFilterPanel filters={filters} onChange={setFilters} onReset={reset} />
      )}
      <div ref={gridRef}>
        {search.isError ? (
          <Alert type="error" showIcon title={t('list.loadFailed')} action={<Button onClick={() => void search.refetch()}>{t('common.retry')}</Button>} />
        ) : (
          <DoctorSearchGrid search={search} height={gridHeight} />
        )}
      </div>
      <CreateDoctorModal open={creating} onClose={() => setCreating(false)} onCreated={openDoctor} />
    </div>
  );
}

function ListCountLabel({ isLoading, total, capped, locale }: { isLoading: boolean; total: number | undefined; capped: boolean; locale: string }) {
  const { t } = useTranslation(customersNs);
  if (isLoading || total === undefined) return null;
  const count = formatListCount({ total, capped }, locale);
  return (
    <Space size={4} className="doctor-toolbar__count" data-testid="doctor-count">
      <Typography.Text type="secondary">{t('list.count', { total: count, count: capped ? 2 : total })}</Typography.Text>
      {capped && (
        <Tooltip title={t('list.countCappedHint', { total: count })}>
          <Typography.Text type="warning" className="doctor-toolbar__capped">
            <InfoCircleOutlined /> {t('list.countCapped')}
          </Typography.Text>
        </Tooltip>
      )}
    </Space>
  );
}
