import { Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsNs } from '../locales/i18n';
import { useChannelLabel, useTypeLabel } from './labels';
import { formatWhen } from '@/lib/when';

interface TimelineEvent {
  id: number;
  type: string;
  occurredAt: string;
  channel: string | null;
  doctorName: string | null;
  points: number;
}

/** Touchpoints newest first, with the points each earned toward the score. */
export function TouchpointTimeline({ events, showDoctor = false }: { events: TimelineEvent[]; showDoctor?: boolean }) {
  const { t } = useTranslation(analyticsNs);
  const typeLabel = useTypeLabel();
  const channelLabel = useChannelLabel();
  return (
    <Timeline
      items={events.map((event) => {
        const channel = channelLabel(event.channel);
        return {
          key: event.id,
          children: (
            <span>
              <Typography.Text type="secondary">{formatWhen(event.occurredAt)}</Typography.Text> <Typography.Text strong>{typeLabel(event.type)}</Typography.Text>
              {showDoctor && event.doctorName ? ` · ${event.doctorName}` : ''}
              {channel ? ` · ${t('journey.channelOf', { channel })}` : ''}
              {event.points !== 0 && (
                <Tag color="green" style={{ marginLeft: 8 }}>
                  {t('journey.earned', { points: Number(event.points.toFixed(2)) })}
                </Tag>
              )}
            </span>
          ),
        };
      })}
    />
  );
}
