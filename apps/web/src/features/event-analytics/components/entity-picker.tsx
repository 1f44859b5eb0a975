import { useState } from 'react';
import { Select } from 'antd';
import { useDoctorOptions, useHospitalOptions } from '../api/calls';

interface PickerProps {
  kind: 'doctor' | 'hospital';
  value: number | null;
  placeholder: string;
  onChange: (id: number) => void;
}

/** Search-as-you-type picker of a doctor or hospital the caller may see. */
export function EntityPicker({ kind, value, placeholder, onChange }: PickerProps) {
  const [keyword, setKeyword] = useState('');
  const doctors = useDoctorOptions(keyword, kind === 'doctor');
  const hospitals = useHospitalOptions(keyword, kind === 'hospital');
  const options = (kind === 'doctor' ? doctors.data : hospitals.data) ?? [];
  return (
    <Select
      showSearch
      aria-label={placeholder}
      placeholder={placeholder}
      style={{ width: 320 }}
      filterOption={false}
      value={value ?? undefined}
      onSearch={setKeyword}
      onChange={onChange}
      options={options.map((o) => ({ value: o.id, label: o.detail ? `${o.name}（${o.detail}）` : o.name }))}
    />
  );
}
