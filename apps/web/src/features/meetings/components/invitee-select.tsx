import { useState } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDoctorOptions } from '@/lib/api/doctors';
import { useDebounced } from '@/lib/use-debounced';
import type { FormOptions } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';

interface DoctorOption {
  id: number;
  doctorName: string;
  hospital: string;
  department: string | null;
}

const labelOf = (doctor: DoctorOption) => `${doctor.doctorName} · ${doctor.hospital}${doctor.department ? ` · ${doctor.department}` : ''}`;

interface InviteeSelectProps {
  known: Array<{ doctorId: number; name: string; hospitalName: string }>;
  speakers: FormOptions['speakers'];
}

/** Doctors to invite: the meeting's speakers first, then any found by name within the rep's data range. */
export function InviteeSelect({ known, speakers }: InviteeSelectProps) {
  const { t } = useTranslation(meetingsNs);
  const [typed, setTyped] = useState('');
  // Labels of doctors chosen earlier, so they stay readable when a new search no longer lists them.
  const [chosenLabels, setChosenLabels] = useState<Map<number, string>>(() => new Map(known.map((d) => [d.doctorId, `${d.name} · ${d.hospitalName}`])));
  const keyword = useDebounced(typed.trim());
  const doctors = useDoctorOptions(keyword);
  const form = Form.useFormInstance();
  const selected: number[] = Form.useWatch('invitedDoctorIds', form) ?? [];

  const chosenSpeakerIds: number[] = (Form.useWatch('speakers', form) ?? []).map((s: { speakerId?: number } | undefined) => s?.speakerId).filter(Boolean);
  const speakerDoctors = speakers.filter((s) => chosenSpeakerIds.includes(s.id)).map((s) => ({ id: s.doctorId, doctorName: s.name, hospital: s.hospitalName, department: null }));
  const found = [...speakerDoctors, ...(doctors.data?.content ?? []).filter((doctor) => !speakerDoctors.some((s) => s.id === doctor.id))];
  const options = [
    ...found.map((doctor) => ({ value: doctor.id, label: labelOf(doctor) })),
    ...selected.filter((id) => !found.some((doctor) => doctor.id === id)).map((id) => ({ value: id, label: chosenLabels.get(id) ?? String(id) })),
  ];
  return (
    <Form.Item name="invitedDoctorIds" label={t('form.invitees')}>
      <Select
        mode="multiple"
        aria-label={t('form.invitees')}
        placeholder={t('form.inviteesPlaceholder')}
        filterOption={false}
        onSearch={setTyped}
        onSelect={(id: number) => {
          const doctor = found.find((candidate) => candidate.id === id);
          if (doctor) setChosenLabels((current) => new Map(current).set(id, labelOf(doctor)));
        }}
        loading={doctors.isFetching}
        options={options}
        maxCount={500}
      />
    </Form.Item>
  );
}
