import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDoctorOptions } from '../api/lookups';
import { speakersNs } from '../locales/i18n';

interface DoctorSelectProps {
  value?: number;
  onChange?: (value: number) => void;
  /** The chosen doctor's label when editing, before any search. */
  initialLabel?: string | undefined;
  disabled?: boolean;
  id?: string;
}

/** Picks a doctor by name from the user's doctors, showing hospital and department. */
export function DoctorSelect({ value, onChange, initialLabel, disabled, id }: DoctorSelectProps) {
  const { t } = useTranslation(speakersNs);
  const lang = useLanguage();
  const [keyword, setKeyword] = useState('');
  const doctors = useDoctorOptions(keyword);
  const options = (doctors.data?.content ?? []).map((d) => ({
    value: d.id,
    label: [localizedName(lang, d.doctorName, d.doctorNameEn), localizedName(lang, d.hospital, d.hospitalEn), d.department ? localizedName(lang, d.department, d.departmentEn) : null]
      .filter(Boolean)
      .join(' · '),
  }));
  if (value !== undefined && initialLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: initialLabel });
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={doctors.isFetching}
      placeholder={t('form.doctorPlaceholder')}
      options={options}
    />
  );
}
