import { useEffect, useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDoctorOptions } from '@/lib/api/doctors';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { aiNs } from '../locales/i18n';

/** Picks the doctor a proposal is for, from the caller's range. */
export function DoctorPicker({ value, onChange }: { value: number | null; onChange(id: number | null): void }) {
  const { t } = useTranslation(aiNs);
  const lang = useLanguage();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(keyword.trim()), 300);
    return () => clearTimeout(timer);
  }, [keyword]);
  const doctors = useDoctorOptions(search);
  const options = (doctors.data?.content ?? []).map((d) => ({
    value: d.id,
    label: `${localizedName(lang, d.doctorName, d.doctorNameEn)} · ${localizedName(lang, d.hospital, d.hospitalEn)}`,
  }));
  return (
    <Select<number>
      aria-label={t('doctor')}
      className="ai-doctor-picker"
      value={value ?? undefined}
      onChange={(next) => onChange(next ?? null)}
      options={options}
      placeholder={t('doctorPlaceholder')}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      notFoundContent={doctors.isFetching ? <Spin size="small" /> : t('noDoctor')}
      popupMatchSelectWidth={false}
    />
  );
}
