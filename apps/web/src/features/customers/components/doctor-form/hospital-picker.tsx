import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useHospitalOptions } from '@/lib/api/hospitals';
import { customersNs } from '../../locales/i18n';

interface HospitalPickerProps {
  value?: number;
  onChange?: (hospitalId: number | undefined) => void;
  id?: string;
}

/** Picks one of the tenant's hospitals by typing part of its name, initials or English name. */
export function HospitalPicker({ value, onChange, id }: HospitalPickerProps) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const [keyword, setKeyword] = useState('');
  const hospitals = useHospitalOptions(keyword);
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('create.hospitalPlaceholder')}
      loading={hospitals.isFetching}
      value={value}
      onChange={(hospitalId?: number) => onChange?.(hospitalId)}
      notFoundContent={hospitals.isFetching ? t('common.loading') : t('common.empty')}
      options={(hospitals.data?.content ?? []).map((hospital) => ({
        value: hospital.id,
        label: `${localizedName(lang, hospital.name, hospital.nameEn)}${hospital.city ? ` · ${hospital.city}` : ''}`,
      }))}
    />
  );
}
