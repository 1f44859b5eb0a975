import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { UserInfo } from '@/lib/session/user-info';
import { dashboardNs } from '../locales/i18n';
import zh from '../locales/zh.json';

type DataRange = keyof typeof zh.dataRanges;
const isKnownRange = (value: string): value is DataRange => value in zh.dataRanges;

export function AccountCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation(dashboardNs);
  const lang = useLanguage();
  return (
    <Card title={t('account.title')} className="dashboard-card">
      <Descriptions column={1} size="small" colon={false} className="account-card">
        <Descriptions.Item label={t('account.username')}>{user.username}</Descriptions.Item>
        <Descriptions.Item label={t('account.roles')}>
          {user.roles.map((role) => (
            <Tag key={role.id} color="blue" bordered={false}>
              {localizedName(lang, role.name, role.nameEn)}
            </Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('account.organization')}>{user.groups.map((group) => localizedName(lang, group.name, group.nameEn)).join(' / ') || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('account.dataRange')}>{isKnownRange(user.dataRange) ? t(`dataRanges.${user.dataRange}`) : user.dataRange}</Descriptions.Item>
        <Descriptions.Item label={t('account.enterprise')}>{localizedName(lang, user.enterpriseVO.name, user.enterpriseVO.nameEn)}</Descriptions.Item>
        <Descriptions.Item label={t('account.timeZone')}>{user.enterpriseVO.timeZone}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
