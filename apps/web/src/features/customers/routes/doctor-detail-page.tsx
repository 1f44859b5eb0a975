import { Suspense, useState } from 'react';
import { Button, Result, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAccess } from '@/lib/access/use-access';
import { useLanguage } from '@/lib/i18n/i18n';
import { useDoctor } from '@/lib/api/doctors';
import { useDoctorRecordId } from '../api/get-doctor';
import { ArchiveDrawer } from '../components/doctor-form/archive-drawer';
import { DoctorHeader } from '../components/doctor-detail/doctor-header';
import { contributedDoctorSections } from '@/lib/doctor-sections';
import { doctorDetailSections } from '../doctor-detail-sections';
import { customersNs } from '../locales/i18n';
import '../customers.css';

/** `/customer/businessRecord/{doctorId}/{doctorName}`: a doctor's business record, in sections. */
export default function DoctorDetailPage() {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const access = useAccess();
  const params = useParams();
  const recordId = useDoctorRecordId(params.doctorId);
  const doctor = useDoctor(recordId.id ?? 0);
  const [editing, setEditing] = useState(false);

  if (recordId.isError || doctor.isError) {
    return (
      <Result
        status="404"
        title={t('detail.notFound')}
        subTitle={t('detail.notFoundHint')}
        extra={<Button onClick={() => void navigate('/customer/doctorTeamManager')}>{t('detail.backToList')}</Button>}
      />
    );
  }
  if (!doctor.data) {
    return (
      <div className="customers-loading">
        <Spin />
      </div>
    );
  }
  const sections = [...doctorDetailSections, ...contributedDoctorSections()].filter((section) => !section.permissions || access.hasPermission(section.permissions));
  const doctorId = String(doctor.data.id);
  return (
    <div className="customers-page doctor-detail-page">
      <DoctorHeader doctor={doctor.data} canEdit={access.hasPermission(['customer:doctor:add'])} onEditArchive={() => setEditing(true)} />
      <Tabs
        className="doctor-detail-tabs"
        items={sections.map((section) => ({
          key: section.key,
          label: section.title[lang],
          children: (
            <Suspense fallback={<Spin />}>
              <section.component doctorId={doctorId} />
            </Suspense>
          ),
        }))}
      />
      <ArchiveDrawer doctor={doctor.data} open={editing} onClose={() => setEditing(false)} />
    </div>
  );
}
