import { useEffect, useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NetworkDoctor } from '@crm/shared/contracts/academic-schemas';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useNetworkDoctors } from '../api/network-calls';
import { networkNs } from '../locales/i18n';

interface DoctorPickerProps {
  value: number | undefined;
  /** The doctor now in the centre, so the box shows their name before any search. */
  current: NetworkDoctor | undefined;
  onChange: (id: number) => void;
}

/** Search box for the centre doctor: name, pinyin or hospital; most influential first. */
export function DoctorPicker({ value, current, onChange }: DoctorPickerProps) {
  const { t } = useTranslation(networkNs);
  const lang = useLanguage();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setKeyword(typed.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const doctors = useNetworkDoctors(keyword);
  const found = doctors.data?.content ?? [];
  const label = (doctor: NetworkDoctor) => t('doctorOption', { name: localizedName(lang, doctor.name, doctor.nameEn), hospital: doctor.hospital });
  const options = found.map((doctor) => ({
    value: doctor.id,
    label: label(doctor),
    title: t('relationCount', { count: doctor.relationCount }),
  }));
  if (current && !options.some((option) => option.value === current.id)) options.unshift({ value: current.id, label: label(current), title: '' });
  return (
    <Select<number>
      className="network-picker"
      aria-label={t('pickDoctor')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      placeholder={t('searchPlaceholder')}
      notFoundContent={doctors.isFetching ? <Spin size="small" /> : t('noDoctors')}
      options={options}
      optionRender={(option) => (
        <div className="network-picker__option">
          <span>{option.label}</span>
          {option.data.title && <span className="muted-note">{option.data.title}</span>}
        </div>
      )}
      onChange={onChange}
      style={{ width: 340 }}
    />
  );
}
