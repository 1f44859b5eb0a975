import { Badge, Checkbox, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '@/lib/when';
import { useLanguage } from '@/lib/i18n/i18n';
import { messageText, type Notification } from '@/lib/notifications/notification-types';
import { useCurrentUser } from '@/lib/session/user-info';
import { newsNs } from '../locales/i18n';

const KNOWN_CATEGORIES = ['notice', 'system', 'task', 'approval', 'meeting', 'visit'] as const;

interface MessageListProps {
  messages: Notification[];
  onOpen(message: Notification): void;
  /** The popover's short form: no selection, content clipped to one line. */
  compact?: boolean;
  selected?: number[];
  onSelect?(id: number, checked: boolean): void;
}

export function MessageList({ messages, onOpen, compact = false, selected = [], onSelect }: MessageListProps) {
  const { t } = useTranslation(newsNs);
  const user = useCurrentUser();
  const lang = useLanguage();
  const categoryLabel = (category: string) =>
    (KNOWN_CATEGORIES as readonly string[]).includes(category) ? t(`categories.${category as (typeof KNOWN_CATEGORIES)[number]}`) : category;

  return (
    <ul className={compact ? 'message-list message-list--compact' : 'message-list'}>
      {messages.map((message) => {
        const text = messageText(lang, message);
        return (
          <li key={message.id} className={message.read ? 'message-item' : 'message-item message-item--unread'}>
            {onSelect && (
              <Checkbox
                className="message-item__check"
                checked={selected.includes(message.id)}
                disabled={message.read}
                onChange={(event) => onSelect(message.id, event.target.checked)}
                aria-label={text.title}
              />
            )}
            <button type="button" className="message-item__body" onClick={() => onOpen(message)}>
              <span className="message-item__head">
                {!message.read && <Badge status="processing" />}
                <span className="message-item__title">{text.title}</span>
                {!compact && <Tag bordered={false}>{categoryLabel(message.category)}</Tag>}
                <span className="message-item__time">{formatWhen(message.createdAt, { timeZone: user.enterpriseVO.timeZone, lang })}</span>
              </span>
              <span className="message-item__content">{text.content}</span>
            </button>
            {!compact && <span className={message.read ? 'message-item__state' : 'message-item__state message-item__state--unread'}>{message.read ? t('read') : t('unread')}</span>}
          </li>
        );
      })}
    </ul>
  );
}
