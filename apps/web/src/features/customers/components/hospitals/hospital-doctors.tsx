import { useCallback, useMemo, useState } from 'react';
import { Input, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '@/lib/access/use-access';
import { useDoctorSearch } from '../../api/search-doctors';
import type { DoctorCard } from '../../api/types';
import { doctorRecordPath } from '../../lib/doctor-links';
import { formatListCount } from '../../lib/list-count';
import { customersNs } from '../../locales/i18n';
import { DoctorCardGrid } from '../doctor-list/doctor-card-grid';

interface HospitalDoctorsProps {
  hospitalId: number;
  department: string | undefined;
  onClearDepartment: () => void;
}

/** The hospital's doctors the user may see, optionally of one department, as cards. */
export function HospitalDoctors({ hospitalId, department, onClearDepartment }: HospitalDoctorsProps) {
  const { t, i18n } = useTranslation(customersNs);
  const navigate = useNavigate();
  const access = useAccess();
  const [keyword, setKeyword] = useState<string>();
  const listType = access.hasPermission(['customer:allDoctor:list']) ? 'ALL_CUSTOMER' : 'MY_CUSTOMER';
  const search = useDoctorSearch({ listType, hospitalId, department, keyword });
  const doctors = useMemo(() => search.data?.pages.flatMap((page) => page.content) ?? [], [search.data]);
  const first = search.data?.pages[0];
  const { fetchNextPage } = search;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const open = useCallback((doctor: DoctorCard) => void navigate(doctorRecordPath(doctor)), [navigate]);

  return (
    <div className="hospital-doctors">
      <Space wrap className="hospital-doctors__bar">
        <Input.Search allowClear aria-label={t('list.searchLabel')} placeholder={t('hospitals.doctorSearch')} onSearch={(value) => setKeyword(value.trim() || undefined)} />
        {department && (
          <Tag closable onClose={onClearDepartment} color="blue">
            {t('hospitals.departmentFilter', { name: department })}
          </Tag>
        )}
        {first && (
          <Typography.Text type="secondary">
            {t('list.count', { total: formatListCount({ total: first.totalElements, capped: first.totalCapped }, i18n.language === 'en' ? 'en' : 'zh-CN') })}
          </Typography.Text>
        )}
      </Space>
      {search.isLoading ? (
        <div className="customers-loading">
          <Spin />
        </div>
      ) : (
        <DoctorCardGrid
          doctors={doctors}
          hasMore={!!search.hasNextPage}
          isLoadingMore={search.isFetchingNextPage}
          loadMore={loadMore}
          canFollow={access.hasPermission(['customer:follow:edit'])}
          onOpen={open}
          height={560}
        />
      )}
    </div>
  );
}
