import { useState } from 'react';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '@/components/keyword-search';
import { useAccess } from '@/lib/access/use-access';
import { useDoctorSearch } from '../../api/search-doctors';
import { formatListCount } from '../../lib/list-count';
import { customersNs } from '../../locales/i18n';
import { DoctorSearchGrid } from '../doctor-list/doctor-search-grid';

interface HospitalDoctorsProps {
  hospitalId: number;
  department: string | undefined;
  onClearDepartment: () => void;
}

/** The hospital's doctors the user may see, optionally of one department, as cards. */
export function HospitalDoctors({ hospitalId, department, onClearDepartment }: HospitalDoctorsProps) {
  const { t, i18n } = useTranslation(customersNs);
  const access = useAccess();
  const [keyword, setKeyword] = useState<string>();
  const listType = access.hasPermission(['customer:allDoctor:list']) ? 'ALL_CUSTOMER' : 'MY_CUSTOMER';
  const search = useDoctorSearch({ listType, hospitalId, department, keyword });
  const first = search.data?.pages[0];

  return (
    <div className="hospital-doctors">
      <Space wrap className="hospital-doctors__bar">
        <KeywordSearch aria-label={t('list.searchLabel')} placeholder={t('hospitals.doctorSearch')} onSearch={setKeyword} />
        {department && (
          <Tag closable onClose={onClearDepartment} color="blue">
            {t('hospitals.departmentFilter', { name: department })}
          </Tag>
        )}
        {first && (
          <Typography.Text type="secondary">
            {t('list.count', {
              total: formatListCount({ total: first.totalElements, capped: first.totalCapped }, i18n.language === 'en' ? 'en' : 'zh-CN'),
              count: first.totalCapped ? 2 : first.totalElements,
            })}
          </Typography.Text>
        )}
      </Space>
      <DoctorSearchGrid search={search} height={560} />
    </div>
  );
}
