import { useEffect, useRef } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AiCitation } from '@crm/shared/contracts/ai';
import { aiNs } from '../locales/i18n';
import { MessageItem, type ChatItem } from './message-item';

/** The conversation so far, kept scrolled to its newest message; a hint while it is empty. */
export function MessageList({ items, exportable, onCite }: { items: ChatItem[]; exportable: boolean; onCite: (citation: AiCitation) => void }) {
  const { t } = useTranslation(aiNs);
  const bottom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollIntoView, which is no cleanup.
    void bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [items]);
  return (
    <div className="ai-messages" aria-live="polite">
      {items.length === 0 ? (
        <div className="ai-empty">
          <Typography.Title level={4}>{t('emptyTitle')}</Typography.Title>
          <Typography.Text type="secondary">{t('emptyHint')}</Typography.Text>
        </div>
      ) : (
        items.map((item) => <MessageItem key={item.key} item={item} exportable={exportable} onCite={onCite} />)
      )}
      <div ref={bottom} />
    </div>
  );
}
