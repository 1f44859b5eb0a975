import { useState, type ReactNode } from 'react';
import { Button, Space, Tag, Tooltip, message as toast } from 'antd';
import { CopyOutlined, DislikeFilled, DislikeOutlined, FileTextOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AiCitation } from '@crm/shared/contracts/ai';
import { downloadAnswer, useRateAnswer } from '../api/conversations';
import { aiNs } from '../locales/i18n';
import { AnswerText } from './answer-text';

export interface ChatItem {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  citations: AiCitation[];
  status: 'complete' | 'stopped' | 'failed' | 'streaming';
  messageId: number | null;
  feedback: number | null;
}

/** An answer's action shown as an icon alone: its name in a tooltip and to a screen reader; `pressed` for a toggle. */
function IconAction({ label, icon, pressed, onClick }: { label: string; icon: ReactNode; pressed?: boolean; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <Button size="small" type="text" aria-label={label} aria-pressed={pressed} icon={icon} onClick={onClick} />
    </Tooltip>
  );
}

/** One message: the question, or an answer with its sources, copy, feedback and (proposals) export. */
export function MessageItem({ item, exportable, onCite }: { item: ChatItem; exportable: boolean; onCite(c: AiCitation): void }) {
  const { t } = useTranslation(aiNs);
  const rate = useRateAnswer();
  const [feedback, setFeedback] = useState(item.feedback);
  if (item.role === 'user') return <div className="ai-message ai-message--user">{item.content}</div>;
  const done = item.status !== 'streaming' && item.messageId !== null;
  const vote = (value: 1 | -1) => {
    const next = feedback === value ? 0 : value;
    rate.mutate({ id: item.messageId!, value: next }, { onSuccess: () => setFeedback(next === 0 ? null : next) });
  };
  return (
    <div className="ai-message ai-message--assistant" data-testid="ai-answer">
      {item.content ? <AnswerText text={item.content} citations={item.citations} onCite={onCite} /> : <span className="ai-muted">{t('thinking')}</span>}
      {item.status === 'stopped' && <Tag>{t('stopped')}</Tag>}
      {item.status === 'failed' && <Tag color="error">{t('failed')}</Tag>}
      {item.citations.length > 0 && item.status !== 'streaming' && (
        <div className="ai-sources">
          <span className="ai-muted">{t('sources')}:</span>
          {item.citations.map((c) => (
            <Button key={c.n} size="small" type="link" onClick={() => onCite(c)}>
              [{c.n}] {c.title}
            </Button>
          ))}
        </div>
      )}
      {done && (
        <Space size={4} className="ai-actions">
          <IconAction label={t('copy')} icon={<CopyOutlined />} onClick={() => void navigator.clipboard.writeText(item.content).then(() => toast.success(t('copied')))} />
          <IconAction label={t('helpful')} pressed={feedback === 1} icon={feedback === 1 ? <LikeFilled /> : <LikeOutlined />} onClick={() => vote(1)} />
          <IconAction label={t('notHelpful')} pressed={feedback === -1} icon={feedback === -1 ? <DislikeFilled /> : <DislikeOutlined />} onClick={() => vote(-1)} />
          {exportable && (
            <Button size="small" type="text" icon={<FileTextOutlined />} onClick={() => void downloadAnswer(item.messageId!)}>
              {t('export')}
            </Button>
          )}
        </Space>
      )}
    </div>
  );
}
