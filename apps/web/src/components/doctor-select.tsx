import { useState, type CSSProperties } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDoctorOptions } from '@/lib/api/doctors';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDebounced } from '@/lib/use-debounced';

interface DoctorSelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  /** The chosen doctor as the list shows them (name · hospital · department), e.g. to name them later. */
  onPicked?: (label: string | undefined) => void;
  /** A doctor already chosen elsewhere, shown before any search. */
  initial?: { id: number; name: string } | null | undefined;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
}

/** Picks one doctor of the caller's range, searched by name, pinyin, hospital or department. */
export function DoctorSelect({ id, value, onChange, onPicked, initial, placeholder, allowClear, disabled, style = { width: '100%' } }: DoctorSelectProps) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const doctors = useDoctorOptions(search);
  const options = (doctors.data?.content ?? []).map((doctor) => ({
    value: doctor.id,
    label: [
      localizedName(lang, doctor.doctorName, doctor.doctorNameEn),
      localizedName(lang, doctor.hospital, doctor.hospitalEn),
      doctor.department ? localizedName(lang, doctor.department, doctor.departmentEn) : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  if (initial && !options.some((option) => option.value === initial.id)) options.unshift({ value: initial.id, label: initial.name });
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next, option) => {
        onChange?.(next);
        onPicked?.((option as { label?: string } | undefined)?.label);
      }}
      options={options}
      placeholder={placeholder ?? t('doctorPicker.placeholder')}
      allowClear={allowClear}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      notFoundContent={doctors.isFetching ? <Spin size="small" /> : t('doctorPicker.noMatch')}
      popupMatchSelectWidth={false}
      style={style}
    />
  );
}
