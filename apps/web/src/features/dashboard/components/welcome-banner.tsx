import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
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

/** One line above the home's work: the greeting, the day in the enterprise's zone and the user's roles (not on a phone). */
export function WelcomeBanner({ user }: { user: UserInfo }) {
  const { t } = useTranslation(dashboardNs);
  const lang = useLanguage();
  const timeZone = user.enterpriseVO.timeZone;
  const now = new Date();
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
  const name = localizedName(lang, user.firstName, user.nameEn);
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'zh-CN', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(now);
  return (
    <div className="welcome-banner">
      <h1 className="welcome-banner__title">{t('welcome', { greeting: t(`greeting.${greetingFor(hour)}`), name })}</h1>
      <span className="welcome-banner__date">{date}</span>
      <span className="welcome-banner__roles">
        {user.roles.map((role) => (
          <Tag key={role.id} color={role.code === MSL_ROLE ? 'purple' : 'blue'}>
            {role.code === MSL_ROLE ? 'MSL' : localizedName(lang, role.name, role.nameEn)}
          </Tag>
        ))}
      </span>
    </div>
  );
}
