import { useState, type CSSProperties } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage, localizedName } from '@/lib/i18n/i18n';
import { useDoctorOptions } from '../api/search-doctors';
import { visitsNs } from '../locales/i18n';
import { useDebounced } from './use-debounced';

interface DoctorSelectProps {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** A doctor already chosen elsewhere, shown before any search. */
  initial?: { id: number; name: string } | undefined;
  placeholder?: string;
  allowClear?: boolean;
  style?: CSSProperties;
}

/** Picks one doctor of the caller's range, searched by name, pinyin, hospital or department. */
export function DoctorSelect({ id, value, onChange, initial, placeholder, allowClear, style = { width: '100%' } }: DoctorSelectProps) {
  const { t } = useTranslation(visitsNs);
  const lang = useLanguage();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const doctors = useDoctorOptions(search);
  const options = (doctors.data?.content ?? []).map((doctor) => ({
    value: doctor.id,
    label: `${localizedName(lang, doctor.doctorName, doctor.doctorNameEn)} · ${localizedName(lang, doctor.hospital, doctor.hospitalEn)}${doctor.department ? ` · ${localizedName(lang, doctor.department, doctor.departmentEn)}` : ''}`,
  }));
  if (initial && !options.some((option) => option.value === initial.id)) options.unshift({ value: initial.id, label: initial.name });
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      options={options}
      placeholder={placeholder ?? t('form.doctorPlaceholder')}
      allowClear={allowClear}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      notFoundContent={doctors.isFetching ? <Spin size="small" /> : t('form.noDoctor')}
      popupMatchSelectWidth={false}
      style={style}
    />
  );
}
