import { useState } from 'react';
import { Button } from 'antd';
import { FormOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DoctorActionProps } from '@/lib/doctor-actions';
import { useVisitDictionaries } from '../api/get-visit-dictionaries';
import { visitsNs } from '../locales/i18n';
import { QuickLogModal } from './quick-log-modal';
import '../visits.css';

/**
 * 记录拜访 on a doctor's pages: the quick log with the doctor already chosen, its time, type and
 * purpose proposed from the doctor's plan or last visit, so a visit takes a result and a tap.
 */
export function LogVisitAction({ doctor }: DoctorActionProps) {
  const { t } = useTranslation(visitsNs);
  const [logging, setLogging] = useState(false);
  // The form's choices are loaded with the button, so a visit can be logged after the signal goes.
  useVisitDictionaries();
  return (
    <>
      <Button icon={<FormOutlined />} onClick={() => setLogging(true)}>
        {t('actions.log')}
      </Button>
      {logging && <QuickLogModal doctorId={doctor.id} doctorName={doctor.name} onClose={() => setLogging(false)} />}
    </>
  );
}
