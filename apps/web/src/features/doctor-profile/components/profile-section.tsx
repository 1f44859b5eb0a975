import type { ReactNode } from 'react';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { profileNs } from '../locales/i18n';

interface ProfileSectionProps {
  /** Key under `sections` of the namespace; also the section's test id. */
  name: string;
  isEmpty: boolean;
  children?: ReactNode;
  extra?: ReactNode;
  className?: string;
}

/** One titled section of the profile; 暂无数据 when it has nothing to show. */
export function ProfileSection({ name, isEmpty, children, extra, className }: ProfileSectionProps) {
  const { t } = useTranslation(profileNs);
  return (
    <Card size="small" className={`profile-section${className ? ` ${className}` : ''}`} title={t(`sections.${name}`)} extra={extra} data-section={name}>
      {isEmpty ? <SectionEmpty /> : children}
    </Card>
  );
}

/** 暂无数据, or why there is nothing when the section can say (`reason`, already translated). */
export function SectionEmpty({ reason }: { reason?: string }) {
  const { t } = useTranslation(profileNs);
  return <Empty className="profile-section__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={reason ?? t('empty')} />;
}
