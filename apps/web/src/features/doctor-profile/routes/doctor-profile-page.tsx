import { useState } from 'react';
import { Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useDoctorAt, type DoctorAddress } from '../api/get-doctor';
import { AcademicTab } from '../components/academic-tab';
import { ActivityTab } from '../components/activity-tab';
import { InteractionTab } from '../components/interaction-tab';
import { ProfileOverview } from '../components/profile-overview';
import { ProfileSections } from '../components/profile-sections';
import { profileNs } from '../locales/i18n';
import { readProfileAddress, readRememberedTab, rememberTab } from '../profile-address';
import '../doctor-profile.css';

const TABS = ['profile', 'academic', 'activity', 'interaction'] as const;
type ProfileTab = (typeof TABS)[number];

function initialTab(): ProfileTab {
  const remembered = readRememberedTab();
  return TABS.find((tab) => tab === remembered) ?? 'profile';
}

function DoctorProfile({ address }: { address: DoctorAddress }) {
  const { t } = useTranslation(profileNs);
  const doctor = useDoctorAt(address);
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  if (doctor.isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} className="doctor-profile__loading" />;
  if (doctor.isError) return <Result status="404" title={t('notFound')} />;
  const { id } = doctor.data;
  const panes: Record<ProfileTab, React.ReactNode> = {
    profile: <ProfileSections doctor={doctor.data} />,
    academic: <AcademicTab id={id} />,
    activity: <ActivityTab id={id} />,
    interaction: <InteractionTab id={id} />,
  };
  return (
    <div className="doctor-profile card-stack">
      <ProfileOverview doctor={doctor.data} />
      <Tabs
        className="doctor-profile__tabs"
        activeKey={tab}
        onChange={(key) => {
          setTab(key as ProfileTab);
          rememberTab(key);
        }}
        items={TABS.map((key) => ({ key, label: t(`tabs.${key}`), children: panes[key] }))}
      />
    </div>
  );
}

/** `/customer/doctorProfile?doctorId=&id=`: everything known about one doctor (spec 2.5). */
export default function DoctorProfilePage(_props: MenuPageProps) {
  const { t } = useTranslation(profileNs);
  const [search] = useSearchParams();
  const address = readProfileAddress(search);
  if (!address.id && !address.doctorId) return <Result status="info" title={t('missingDoctor')} />;
  // A new doctor starts the page over: fresh state, and the tab read again (cleared by useOpenProfile).
  return <DoctorProfile key={`${address.id ?? ''}|${address.doctorId ?? ''}`} address={address} />;
}
