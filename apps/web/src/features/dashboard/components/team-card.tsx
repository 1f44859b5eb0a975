import { Avatar, Card, Empty, Skeleton, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Page } from '@crm/shared/envelope';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { Colleague } from '@/lib/api/colleagues';
import { dashboardNs } from '../locales/i18n';

const SHOWN = 12;
const PALETTE = ['#1677ff', '#13a8a8', '#fa8c16', '#722ed1', '#eb2f96', '#52c41a'];

export function TeamCard({ colleagues }: { colleagues: Page<Colleague> | undefined }) {
  const { t } = useTranslation(dashboardNs);
  const lang = useLanguage();
  return (
    <Card
      title={t('team.title')}
      className="dashboard-card"
      extra={colleagues ? <span className="dashboard-card__extra">{t('team.total', { count: colleagues.totalElements })}</span> : null}
    >
      {!colleagues ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : colleagues.content.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('team.empty')} />
      ) : (
        <ul className="team-list">
          {colleagues.content.slice(0, SHOWN).map((colleague) => {
            const name = localizedName(lang, colleague.firstName, colleague.nameEn);
            const group = colleague.groups[0];
            return (
              <li key={colleague.id} className="team-list__item">
                <Avatar src={colleague.avatar ?? undefined} style={{ background: PALETTE[colleague.id % PALETTE.length] }}>
                  {name.slice(0, 1).toUpperCase()}
                </Avatar>
                <div className="team-list__text">
                  <div className="team-list__name">{name}</div>
                  {group && (
                    <Tooltip title={localizedName(lang, group.name, group.nameEn)}>
                      <div className="team-list__group">{localizedName(lang, group.name, group.nameEn)}</div>
                    </Tooltip>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
