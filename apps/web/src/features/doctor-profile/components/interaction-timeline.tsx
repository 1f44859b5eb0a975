import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { formatWhen } from '@/lib/when';
import { useCurrentUser } from '@/lib/session/user-info';
import { useActionDetails, type ActionDetail } from '../api/get-interactions';
import { profileNs } from '../locales/i18n';
import { durationParts } from './activeness-labels';
import { PagedSection } from './profile-list-section';
import { RowTimeline } from './row-timeline';

const TYPE_COLORS = { EDUCATION: 'blue', LIVE: 'magenta', SURVEY: 'green' } as const;

function Duration({ detail }: { detail: ActionDetail }) {
  const { t } = useTranslation(profileNs);
  if (detail.duration === null) return null;
  const { hours, minutes, seconds } = durationParts(detail.duration);
  const text =
    hours > 0 ? t('interaction.hoursMinutes', { hours, minutes }) : minutes > 0 ? t('interaction.minutesSeconds', { minutes, seconds }) : t('interaction.seconds', { seconds });
  // Spec 3: for live sessions the duration is the time the doctor was online.
  const label = detail.dataType === 'LIVE' ? t('interaction.onlineDuration') : t('interaction.duration');
  return <span className="profile-muted interaction-timeline__duration">{t('labelValue', { label, value: text })}</span>;
}

/** The interaction detail timeline, newest first, a page at a time. */
export function InteractionTimeline({ id }: { id: number }) {
  const { t } = useTranslation(profileNs);
  const lang = useLanguage();
  const user = useCurrentUser();
  const query = useActionDetails(id, true);
  return (
    <PagedSection name="detail" query={query}>
      {(rows) => (
        <RowTimeline
          className="interaction-timeline"
          rows={rows}
          color={(detail) => TYPE_COLORS[detail.dataType]}
          entry={(detail) => (
            <>
              <div className="profile-muted interaction-timeline__time">{formatWhen(detail.actionStartTime, { timeZone: user.enterpriseVO.timeZone, lang })}</div>
              <div>
                <Tag color={TYPE_COLORS[detail.dataType]}>{t(`interaction.dataTypes.${detail.dataType}`)}</Tag>
                <span className="interaction-timeline__action">{localizedName(lang, detail.actionTypeName, detail.actionTypeNameEn)}</span>
              </div>
              <div className="interaction-timeline__subject">{detail.subject}</div>
              <Duration detail={detail} />
            </>
          )}
        />
      )}
    </PagedSection>
  );
}
