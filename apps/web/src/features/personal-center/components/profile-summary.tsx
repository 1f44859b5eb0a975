import { Avatar, Card, Tag } from 'antd';
import { ApartmentOutlined, BankOutlined, MailOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { UserInfo } from '@/lib/session/user-info';
import { personalCenterNs } from '../locales/i18n';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="profile-summary__row ruled-row">
      <span className="profile-summary__label">
        {icon}
        {label}
      </span>
      <span className="profile-summary__value">{children}</span>
    </li>
  );
}

/** The user's card: who they are, where they sit, what they may do. */
export function ProfileSummary({ user }: { user: UserInfo }) {
  const { t } = useTranslation(personalCenterNs);
  const lang = useLanguage();
  const name = localizedName(lang, user.firstName, user.nameEn);
  const notSet = <span className="profile-summary__empty">{t('summary.notSet')}</span>;
  return (
    <Card className="profile-summary">
      <div className="profile-summary__head">
        <Avatar size={88} src={user.avatar ?? undefined} className="profile-summary__avatar">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className="profile-summary__name">{name}</div>
        <div className="profile-summary__alt">{lang === 'en' ? user.firstName : (user.nameEn ?? '')}</div>
      </div>
      <ul className="profile-summary__rows">
        <Row icon={<UserOutlined />} label={t('summary.username')}>
          {user.username}
        </Row>
        <Row icon={<MobileOutlined />} label={t('summary.phone')}>
          {user.phone ?? notSet}
        </Row>
        <Row icon={<MailOutlined />} label={t('summary.email')}>
          {user.email ?? notSet}
        </Row>
        <Row icon={<ApartmentOutlined />} label={t('summary.organization')}>
          {user.groups.map((group) => localizedName(lang, group.name, group.nameEn)).join(' / ') || notSet}
        </Row>
        <Row icon={<SafetyOutlined />} label={t('summary.roles')}>
          {user.roles.map((role) => (
            <Tag key={role.id} color="blue" bordered={false}>
              {localizedName(lang, role.name, role.nameEn)}
            </Tag>
          ))}
        </Row>
        <Row icon={<BankOutlined />} label={t('summary.enterprise')}>
          {localizedName(lang, user.enterpriseVO.name, user.enterpriseVO.nameEn)}
        </Row>
      </ul>
    </Card>
  );
}
