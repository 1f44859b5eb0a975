import { useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDoctorOptions } from '../api/search-doctors';
import { tasksNs } from '../locales/i18n';
import { useDebounced } from './use-debounced';

interface DoctorSelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The task's doctor, shown before any search. */
  initial?: { id: number; name: string } | null | undefined;
}

/** Picks the doctor a task is about (optional), from the caller's range. */
export function DoctorSelect({ id, value, onChange, initial }: DoctorSelectProps) {
  const { t } = useTranslation(tasksNs);
  const lang = useLanguage();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const doctors = useDoctorOptions(search);
  const options = (doctors.data?.content ?? []).map((doctor) => ({
    value: doctor.id,
    label: `${localizedName(lang, doctor.doctorName, doctor.doctorNameEn)} · ${localizedName(lang, doctor.hospital, doctor.hospitalEn)}`,
  }));
  if (initial && !options.some((option) => option.value === initial.id)) options.unshift({ value: initial.id, label: initial.name });
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      placeholder={t('form.doctorPlaceholder')}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      notFoundContent={doctors.isFetching ? <Spin size="small" /> : t('form.noDoctor')}
      popupMatchSelectWidth={false}
    />
  );
}
