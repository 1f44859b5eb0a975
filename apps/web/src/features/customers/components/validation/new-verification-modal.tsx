import { useState } from 'react';
import { Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDoctorOptions } from '../../api/doctor-picker';
import type { Verification } from '../../api/types';
import { customersNs } from '../../locales/i18n';
import { useStartVerification } from './start-verification';

/** Picks a doctor and starts a verification draft for them (step one of spec 4: save). */
export function NewVerificationModal({ open, onClose, onStarted }: { open: boolean; onClose: () => void; onStarted: (verification: Verification) => void }) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const [keyword, setKeyword] = useState('');
  const [doctorId, setDoctorId] = useState<number>();
  const doctors = useDoctorOptions(keyword);
  const { start, isPending } = useStartVerification((verification) => {
    setDoctorId(undefined);
    onStarted(verification);
  });

  return (
    <Modal
      open={open}
      title={t('validation.start')}
      okText={t('validation.createDraft')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !doctorId, loading: isPending }}
      onOk={() => doctorId && void start(doctorId)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('validation.startHint')}</Typography.Paragraph>
      <Select
        className="full-width"
        aria-label={t('validation.chooseDoctor')}
        placeholder={t('validation.chooseDoctor')}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        loading={doctors.isFetching}
        value={doctorId}
        onChange={setDoctorId}
        notFoundContent={doctors.isFetching ? t('common.loading') : t('common.empty')}
        options={(doctors.data?.content ?? []).map((doctor) => ({
          value: doctor.id,
          label: `${doctor.doctorName} · ${localizedName(lang, doctor.hospital, doctor.hospitalEn)}${doctor.department ? ` · ${localizedName(lang, doctor.department, doctor.departmentEn)}` : ''}`,
        }))}
      />
    </Modal>
  );
}
