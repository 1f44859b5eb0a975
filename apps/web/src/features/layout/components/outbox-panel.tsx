import { useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { discard, openOutbox, outboxStore, retry, sendWaiting } from '@/lib/offline/outbox';
import { keepReads, restoreReads } from '@/lib/offline/read-cache';
import { useCurrentUser } from '@/lib/session/user-info';
import { useStore } from '@/lib/store';
import { layoutNs } from '../locales/i18n';

/** How often waiting actions are tried while the device thinks it is online. */
const RETRY_MS = 30_000;

/**
 * Working without a connection: restores and keeps what the rep reads (lib/offline/read-cache), and
 * shows the actions queued on this device, a banner while any wait or need the rep and the list of
 * them with what the server said. Sends them when the connection returns, on opening and every 30 s.
 */
export function OutboxPanel() {
  const { t } = useTranslation(layoutNs);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const actions = useStore(outboxStore);
  const [open, setOpen] = useState(false);
  const waiting = actions.filter((a) => a.state === 'waiting').length;
  const conflicts = actions.length - waiting;

  useEffect(() => {
    const send = async () => {
      if (!outboxStore.get().some((a) => a.state === 'waiting')) return;
      const { sent } = await sendWaiting(() => t('outbox.closedElsewhere'));
      if (sent === 0) return;
      void message.success(t('outbox.synced', { count: sent }));
      void queryClient.invalidateQueries();
    };
    // What the rep read last time comes back first, so the pages answer without a connection.
    void restoreReads(queryClient, user.id).catch(() => undefined);
    const stopKeeping = keepReads(queryClient, user.id);
    void openOutbox(user.id)
      .then(send)
      .catch(() => undefined);
    const onOnline = () => void send();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => navigator.onLine && void send(), RETRY_MS);
    return () => {
      stopKeeping();
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [user.id, t, message, queryClient]);

  if (actions.length === 0) return null;
  return (
    <>
      <Alert
        className="outbox-banner"
        type={conflicts > 0 ? 'error' : 'info'}
        showIcon
        icon={<CloudUploadOutlined />}
        title={conflicts > 0 ? t('outbox.conflicts', { count: conflicts }) : t('outbox.waiting', { count: waiting })}
        action={
          <Button size="small" onClick={() => setOpen(true)}>
            {t('outbox.open')}
          </Button>
        }
      />
      <Drawer className="outbox-drawer" title={t('outbox.title')} open={open} onClose={() => setOpen(false)} size="min(420px, 100vw)">
        <Typography.Paragraph type="secondary">{t('outbox.intro')}</Typography.Paragraph>
        <List
          dataSource={actions}
          rowKey="key"
          renderItem={(action) => (
            <List.Item
              className="outbox-action"
              actions={
                action.state === 'conflict'
                  ? [
                      <Button key="retry" size="small" onClick={() => void retry(action.key)}>
                        {t('outbox.retry')}
                      </Button>,
                      <Popconfirm key="discard" title={t('outbox.discardConfirm')} onConfirm={() => void discard(action.key)}>
                        <Button size="small" danger>
                          {t('outbox.discard')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    <Tag color={action.state === 'conflict' ? 'error' : 'processing'}>{action.state === 'conflict' ? t('outbox.conflictState') : t('outbox.waitingState')}</Tag>
                    <span>{action.summary}</span>
                  </Space>
                }
                description={action.reason}
              />
            </List.Item>
          )}
        />
        {waiting > 0 && (
          <Button
            type="primary"
            block
            icon={<CloudUploadOutlined />}
            onClick={() =>
              void sendWaiting(() => t('outbox.closedElsewhere')).then(({ sent }) => {
                if (sent > 0) void queryClient.invalidateQueries();
              })
            }
          >
            {t('outbox.sendNow')}
          </Button>
        )}
      </Drawer>
    </>
  );
}
