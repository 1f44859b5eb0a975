import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { App, Button, Empty, List, Space, Tag, Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '@crm/shared/contracts/suggestions';
import { useAccess } from '@/lib/access/use-access';
import { useAcceptSuggestion, useDismissSuggestion } from '../api/suggestions';
import { suggestionsNs } from '../locales/i18n';
import { DismissModal } from './dismiss-modal';
import { actionPath, doctorPath } from './suggestion-paths';
import '../suggestions.css';

const STATUS_COLOURS: Record<Suggestion['status'], string> = { open: 'blue', accepted: 'gold', completed: 'green', dismissed: 'default', expired: 'default' };

/** What to do, on which channel, by when. */
function ActionLine({ item }: { item: Suggestion }) {
  const { t } = useTranslation(suggestionsNs);
  // A call is by phone; only where the channel adds something is it named.
  const channel = item.action !== 'call' && item.channel && ['FACE', 'EMAIL', 'SMS', 'WECOM'].includes(item.channel) ? t(`channels.${item.channel}`) : null;
  const object = item.articleTitle ?? item.meetingTopic;
  return (
    <Typography.Text className="suggestion__action">
      <strong>{t(`actions.${item.action}`)}</strong>
      {channel ? ` · ${channel}` : ''}
      {object ? ` · ${object}` : ''} · {t('due', { date: item.dueDate.slice(5) })}
    </Typography.Text>
  );
}

/**
 * Suggestions as a rep acts on them: the doctor (opening the record), what to do and why, with
 * accept (which opens the prefilled visit, send or invitation) and dismiss (which asks why).
 */
export function SuggestionList({ items, limit, showDoctor = true }: { items: Suggestion[]; limit?: number; showDoctor?: boolean }) {
  const { t } = useTranslation(suggestionsNs);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const access = useAccess();
  const mayRespond = access.hasButton(['suggestion:suggestion:respond']);
  const accept = useAcceptSuggestion();
  const dismiss = useDismissSuggestion();
  const [dismissing, setDismissing] = useState<Suggestion | null>(null);
  const shown = limit === undefined ? items : items.slice(0, limit);
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('card.empty')} />;

  const onAccept = async (item: Suggestion) => {
    await accept.mutateAsync(item.id);
    void navigate(actionPath(item));
  };

  return (
    <>
      <List
        className="suggestion-list"
        dataSource={shown}
        renderItem={(item) => (
          <List.Item
            className={`suggestion suggestion--${item.status}`}
            data-testid="suggestion"
            actions={
              mayRespond && item.status === 'open'
                ? [
                    <Button key="accept" type="primary" size="small" loading={accept.isPending && accept.variables === item.id} onClick={() => void onAccept(item)}>
                      {t('accept')}
                    </Button>,
                    <Button key="dismiss" size="small" onClick={() => setDismissing(item)}>
                      {t('dismiss')}
                    </Button>,
                  ]
                : [
                    <Tag key="status" color={STATUS_COLOURS[item.status]} icon={item.status === 'completed' ? <CheckCircleOutlined /> : undefined}>
                      {t(`status.${item.status}`)}
                    </Tag>,
                  ]
            }
          >
            <div className="suggestion__body">
              {showDoctor && (
                <Space size={8} wrap className="suggestion__who">
                  <Link to={doctorPath(item)} className="suggestion__doctor">
                    {item.doctorName}
                  </Link>
                  {item.hospitalName && <Typography.Text type="secondary">{item.hospitalName}</Typography.Text>}
                </Space>
              )}
              <ActionLine item={item} />
              <ul className="suggestion__reasons" aria-label={t('reasonsTitle')}>
                {item.reasons.map((reason) => (
                  <li key={reason.code}>
                    {reason.label} <span className="suggestion__weight">+{reason.weight}</span>
                  </li>
                ))}
              </ul>
            </div>
          </List.Item>
        )}
      />
      <DismissModal
        open={dismissing !== null}
        busy={dismiss.isPending}
        onCancel={() => setDismissing(null)}
        onDismiss={(values) =>
          void dismiss.mutateAsync({ id: dismissing!.id, ...values }).then(() => {
            setDismissing(null);
            void message.success(t('dismissed'));
          })
        }
      />
    </>
  );
}
