import { useState } from 'react';
import { Button, Empty, Input, List, Modal, Popconfirm, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AiConversation } from '@crm/shared/contracts/ai';
import { useConversations, useDeleteConversation, useRenameConversation } from '../api/conversations';
import { aiNs } from '../locales/i18n';

interface ConversationListProps {
  selected: number | null;
  onSelect(conversation: AiConversation): void;
  onNew(): void;
}

/** The caller's conversations, latest first, with rename and delete. */
export function ConversationList({ selected, onSelect, onNew }: ConversationListProps) {
  const { t } = useTranslation(aiNs);
  const conversations = useConversations();
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const [renaming, setRenaming] = useState<{ id: number; title: string } | null>(null);
  return (
    <div className="ai-conversations">
      <Button block type="primary" icon={<PlusOutlined />} onClick={onNew}>
        {t('newConversation')}
      </Button>
      <div className="ai-conversations__title">{t('conversations')}</div>
      <List<AiConversation>
        loading={conversations.isLoading}
        dataSource={conversations.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noConversations')} /> }}
        renderItem={(c) => (
          <List.Item
            className={`ai-conversation${c.id === selected ? ' ai-conversation--active' : ''}`}
            onClick={() => onSelect(c)}
            actions={[
              <Button
                key="rename"
                size="small"
                type="text"
                aria-label={t('rename')}
                icon={<EditOutlined />}
                onClick={(e) => (e.stopPropagation(), setRenaming({ id: c.id, title: c.title }))}
              />,
              <Popconfirm
                key="delete"
                title={t('deleteConfirm')}
                onConfirm={(e) => (e?.stopPropagation(), remove.mutate(c.id, { onSuccess: () => c.id === selected && onNew() }))}
                onCancel={(e) => e?.stopPropagation()}
              >
                <Button size="small" type="text" danger aria-label={t('delete')} icon={<DeleteOutlined />} onClick={(e) => e.stopPropagation()} />
              </Popconfirm>,
            ]}
          >
            <div className="ai-conversation__text">
              <div className="ai-conversation__name">{c.title}</div>
              <Tag bordered={false}>{t(`modes.${c.mode}`)}</Tag>
            </div>
          </List.Item>
        )}
      />
      <Modal
        open={renaming !== null}
        title={t('renameTitle')}
        confirmLoading={rename.isPending}
        okButtonProps={{ disabled: !renaming?.title.trim() }}
        onCancel={() => setRenaming(null)}
        onOk={() => renaming && rename.mutate({ id: renaming.id, title: renaming.title.trim() }, { onSuccess: () => setRenaming(null) })}
      >
        <Input aria-label={t('renameTitle')} maxLength={100} value={renaming?.title} onChange={(e) => setRenaming((r) => (r ? { ...r, title: e.target.value } : r))} />
      </Modal>
    </div>
  );
}
