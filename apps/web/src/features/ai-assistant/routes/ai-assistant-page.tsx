import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Input, Segmented, Select, Space, Typography } from 'antd';
import { SendOutlined, SettingOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AI_MODES, getConversation, listConversations, type AiCitation, type AiConversation, type AiMode } from '@crm/shared/contracts/ai';
import { useAccess } from '@/lib/access/use-access';
import { formatDateTime } from '@/lib/format';
import { contractQueryKey } from '@/lib/request/contract-client';
import { useAiSettings } from '../api/ai-settings';
import { useConversation } from '../api/conversations';
import { streamChat } from '../api/stream-chat';
import { CitationDrawer } from '../components/citation-drawer';
import { ConversationList } from '../components/conversation-list';
import { DoctorPicker } from '../components/doctor-picker';
import { MessageList } from '../components/message-list';
import type { ChatItem } from '../components/message-item';
import { SettingsDrawer } from '../components/settings-drawer';
import { aiNs } from '../locales/i18n';
import '../ai-assistant.css';

/** `/ai/clound`: the assistant, in four modes, answering from company content with numbered sources. */
export default function AiAssistantPage() {
  const { t } = useTranslation(aiNs);
  const client = useQueryClient();
  const [mode, setMode] = useState<AiMode>('knowledge');
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [items, setItems] = useState<ChatItem[]>([]);
  const [question, setQuestion] = useState('');
  const [doctorId, setDoctorId] = useState<number | null>(null);
  const [kind, setKind] = useState<'visit' | 'meeting'>('visit');
  const [error, setError] = useState<string | null>(null);
  const [citation, setCitation] = useState<AiCitation | null>(null);
  const access = useAccess();
  const canConfigure = access.hasPermission(['ai:setting:edit']);
  // The settings say when the content was last indexed, so a user knows how fresh the answers are.
  const settings = useAiSettings(access.hasPermission(['ai:assistant:view']));
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const abort = useRef<AbortController | null>(null);
  // The conversation opened from the list: its messages come from the server.
  const [openedId, setOpenedId] = useState<number | null>(null);
  const stored = useConversation(openedId);

  // Opening a stored conversation shows its messages (not while an answer streams into it).
  useEffect(() => {
    if (!stored.data || abort.current) return;
    setItems(
      stored.data.messages.map((m) => ({ key: String(m.id), role: m.role, content: m.content, citations: m.citations, status: m.status, messageId: m.id, feedback: m.feedback })),
    );
  }, [stored.data]);

  const startNew = (nextMode = mode) => {
    abort.current?.abort();
    setConversationId(null);
    setOpenedId(null);
    setItems([]);
    setMode(nextMode);
    setError(null);
  };
  const open = (c: AiConversation) => {
    abort.current?.abort();
    setMode(c.mode);
    setDoctorId(c.doctorId);
    setConversationId(c.id);
    setOpenedId(c.id);
    void client.invalidateQueries({ queryKey: contractQueryKey(getConversation, { params: { id: c.id } }) });
    setError(null);
  };

  const patchLast = (patch: (item: ChatItem) => ChatItem) => setItems((list) => list.map((item, i) => (i === list.length - 1 ? patch(item) : item)));

  const ask = async () => {
    const text = question.trim() || (mode === 'proposal' ? t(`kind.${kind}`) : '');
    if (!text || abort.current) return;
    if (mode === 'proposal' && !doctorId) return setError(t('chooseDoctor'));
    setError(null);
    setQuestion('');
    const controller = new AbortController();
    abort.current = controller;
    const now = Date.now();
    setItems((list) => [
      ...list,
      { key: `q${now}`, role: 'user', content: text, citations: [], status: 'complete', messageId: null, feedback: null },
      { key: `a${now}`, role: 'assistant', content: '', citations: [], status: 'streaming', messageId: null, feedback: null },
    ]);
    try {
      const body = { question: text, ...(conversationId ? { conversationId } : {}), ...(mode === 'proposal' ? { doctorId: doctorId!, proposalKind: kind } : {}) };
      const final = await streamChat(
        mode,
        body,
        {
          onMeta: (meta) => {
            setConversationId(meta.conversationId);
            patchLast((item) => ({ ...item, messageId: meta.messageId }));
          },
          onDelta: (delta) => patchLast((item) => ({ ...item, content: item.content + delta })),
        },
        controller.signal,
      );
      patchLast((item) => (final ? { ...item, content: final.answer, citations: final.citations, status: final.status } : { ...item, status: 'stopped' }));
    } catch (failure) {
      patchLast((item) => ({ ...item, status: 'failed' }));
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      abort.current = null;
      void client.invalidateQueries({ queryKey: contractQueryKey(listConversations) });
    }
  };
  const streaming = items.at(-1)?.status === 'streaming';

  return (
    <div className="ai-page">
      <Card className="ai-page__side" size="small">
        <ConversationList selected={conversationId} onSelect={open} onNew={() => startNew()} />
      </Card>
      <Card
        className="ai-page__main"
        size="small"
        title={t('title')}
        extra={
          canConfigure && (
            <Button size="small" icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
              {t('settings.open')}
            </Button>
          )
        }
      >
        <Segmented<AiMode> value={mode} onChange={(next) => startNew(next)} options={AI_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))} />
        <Typography.Paragraph type="secondary" className="ai-mode-hint">
          {t(`modeHints.${mode}`)}
          {settings.data && (
            <>
              {' · '}
              {settings.data.indexedAt ? t('indexedAt', { time: formatDateTime(settings.data.indexedAt) }) : t('notIndexed')}
            </>
          )}
        </Typography.Paragraph>
        {mode === 'proposal' && (
          <Space wrap className="ai-proposal-bar">
            <DoctorPicker value={doctorId} onChange={setDoctorId} />
            <Select<'visit' | 'meeting'>
              aria-label={t('kind.visit')}
              value={kind}
              onChange={setKind}
              options={(['visit', 'meeting'] as const).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            />
          </Space>
        )}
        <MessageList items={items} exportable={mode === 'proposal'} onCite={setCitation} />
        {error && <Alert type="error" showIcon message={error} closable onClose={() => setError(null)} />}
        <div className="ai-input">
          <Input.TextArea
            aria-label={t('placeholder')}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            placeholder={mode === 'proposal' ? t('proposalPlaceholder') : t('placeholder')}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={2000}
            onPressEnter={(e) => {
              if (e.shiftKey || e.nativeEvent.isComposing) return;
              e.preventDefault();
              void ask();
            }}
          />
          {streaming ? (
            <Button danger icon={<StopOutlined />} onClick={() => abort.current?.abort()}>
              {t('stop')}
            </Button>
          ) : (
            <Button type="primary" icon={<SendOutlined />} onClick={() => void ask()}>
              {mode === 'proposal' ? t('draftProposal') : t('send')}
            </Button>
          )}
        </div>
      </Card>
      <CitationDrawer citation={citation} onClose={() => setCitation(null)} />
      {canConfigure && <SettingsDrawer open={isSettingsOpen} onClose={() => setSettingsOpen(false)} />}
    </div>
  );
}
