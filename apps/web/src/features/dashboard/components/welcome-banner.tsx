import { Avatar, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { MSL_ROLE, type UserInfo } from '@/lib/session/user-info';
import { dashboardNs } from '../locales/i18n';

type Greeting = 'morning' | 'noon' | 'afternoon' | 'evening';

function greetingFor(hour: number): Greeting {
  if (hour < 11) return 'morning';
  if (hour < 13) return 'noon';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** The greeting at the top of the workspace, in the user's time zone. */
export function WelcomeBanner({ user }: { user: UserInfo }) {
  const { t } = useTranslation(dashboardNs);
  const lang = useLanguage();
  const now = dayjs().tz(user.enterpriseVO.timeZone);
  const name = localizedName(lang, user.firstName, user.nameEn);
  const organization = user.groups.map((group) => localizedName(lang, group.name, group.nameEn)).join(' / ');
  const isMsl = user.roles.some((role) => role.code === MSL_ROLE);
  const date = lang === 'en' ? now.format('dddd, MMMM D, YYYY') : now.format('YYYY年M月D日 dddd');
  return (
    <div className="welcome-banner">
      <Avatar size={64} src={user.avatar ?? undefined} className="welcome-banner__avatar">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className="welcome-banner__text">
        <h1 className="welcome-banner__title">{t('welcome', { greeting: t(`greeting.${greetingFor(now.hour())}`), name })}</h1>
        <div className="welcome-banner__meta">
          {isMsl && <Tag color="purple">MSL</Tag>}
          {user.roles
            .filter((role) => role.code !== MSL_ROLE)
            .map((role) => (
              <Tag key={role.id} color="blue">
                {localizedName(lang, role.name, role.nameEn)}
              </Tag>
            ))}
          <span>{organization}</span>
          <span className="welcome-banner__divider" />
          <span>{localizedName(lang, user.enterpriseVO.name, user.enterpriseVO.nameEn)}</span>
        </div>
      </div>
      <div className="welcome-banner__date">{t('today', { date })}</div>
    </div>
  );
}
