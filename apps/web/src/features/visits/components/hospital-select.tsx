import { useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage, localizedName } from '@/lib/i18n/i18n';
import { useHospitalOptions } from '@/lib/api/hospitals';
import { visitsNs } from '../locales/i18n';
import { useDebounced } from '@/lib/use-debounced';

interface HospitalSelectProps {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

/** Picks one hospital by name, for the hospital filter. */
export function HospitalSelect({ id, value, onChange }: HospitalSelectProps) {
  const { t } = useTranslation(visitsNs);
  const lang = useLanguage();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const hospitals = useHospitalOptions(search);
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      options={(hospitals.data?.content ?? []).map((hospital) => ({ value: hospital.id, label: localizedName(lang, hospital.name, hospital.nameEn) }))}
      placeholder={t('filter.hospital')}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      notFoundContent={hospitals.isFetching ? <Spin size="small" /> : undefined}
      popupMatchSelectWidth={false}
    />
  );
}
