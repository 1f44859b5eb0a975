import { useState } from 'react';
import { App, Button, Card, Checkbox, Empty, Pagination, Segmented, Space, Spin } from 'antd';
import { CheckOutlined, ReadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMessagePage } from '@/lib/notifications/message-page';
import type { Notification } from '@/lib/notifications/notification-types';
import { useUnreadCount } from '@/lib/notifications/unread-count';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { markLiveMessagesRead } from '../components/live-messages';
import { MessageList } from '../components/message-list';
import { openMessageLink } from '../components/message-link';
import { newsNs } from '../locales/i18n';
import '../news.css';

const PAGE_SIZE = 20;

/** `/news/newsIndex`: the persisted messages; reading, marking read and following links. */
export default function NewsPage() {
  const { t } = useTranslation(newsNs);
  const { message: toast } = App.useApp();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const messages = useMessagePage({ page, size: PAGE_SIZE, unread: filter === 'unread' });
  const unread = useUnreadCount().data ?? 0;
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const content = messages.data?.content ?? [];
  const selectable = content.filter((message) => !message.read).map((message) => message.id);

  const open = (message: Notification) => {
    if (!message.read) {
      markRead.mutate([message.id]);
      markLiveMessagesRead([message.id]);
    }
    if (message.link) openMessageLink(message.link, navigate);
  };

  const markSelected = async () => {
    const ids = selected.filter((id) => selectable.includes(id));
    await markRead.mutateAsync(ids);
    markLiveMessagesRead(ids);
    setSelected([]);
    void toast.success(t('markedRead', { count: ids.length }));
  };

  const markEverything = async () => {
    await markAllRead.mutateAsync();
    markLiveMessagesRead('all');
    setSelected([]);
    void toast.success(t('allMarkedRead'));
  };

  const allChecked = selectable.length > 0 && selectable.every((id) => selected.includes(id));
  return (
    <Card
      className="news-page"
      title={
        <Space size="middle">
          <span>{t('title')}</span>
          <span className="news-page__unread">{t('unreadCount', { count: unread })}</span>
        </Space>
      }
      extra={
        <Segmented<'all' | 'unread'>
          value={filter}
          options={[
            { value: 'all', label: t('filter.all') },
            { value: 'unread', label: t('filter.unread') },
          ]}
          onChange={(value) => {
            setFilter(value);
            setPage(0);
            setSelected([]);
          }}
        />
      }
    >
      <div className="news-page__toolbar">
        <Checkbox
          checked={allChecked}
          indeterminate={!allChecked && selected.length > 0}
          disabled={selectable.length === 0}
          onChange={(event) => setSelected(event.target.checked ? selectable : [])}
        >
          {selected.length > 0 ? t('selectedCount', { count: selected.length }) : t('selectAll')}
        </Checkbox>
        <Space>
          <Button icon={<CheckOutlined />} disabled={selected.length === 0} loading={markRead.isPending} onClick={() => void markSelected()}>
            {t('markSelectedRead')}
          </Button>
          <Button icon={<ReadOutlined />} disabled={unread === 0} loading={markAllRead.isPending} onClick={() => void markEverything()}>
            {t('markAllRead')}
          </Button>
        </Space>
      </div>
      <Spin spinning={messages.isFetching && !messages.isPlaceholderData && content.length === 0}>
        {content.length === 0 && !messages.isPending ? (
          <Empty className="news-page__empty" description={filter === 'unread' ? t('emptyUnread') : t('empty')} />
        ) : (
          <MessageList
            messages={content}
            onOpen={open}
            selected={selected}
            onSelect={(id, checked) => setSelected((current) => (checked ? [...current, id] : current.filter((known) => known !== id)))}
          />
        )}
      </Spin>
      {(messages.data?.totalElements ?? 0) > PAGE_SIZE && (
        <Pagination
          className="news-page__pagination"
          current={page + 1}
          pageSize={PAGE_SIZE}
          total={messages.data?.totalElements ?? 0}
          showTotal={(total) => t('total', { total })}
          showSizeChanger={false}
          onChange={(next) => {
            setPage(next - 1);
            setSelected([]);
          }}
        />
      )}
    </Card>
  );
}
