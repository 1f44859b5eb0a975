import { useState } from 'react';
import { App, Avatar, Button, Card, List, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { LinkOutlined, ReloadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useBindFriend, useRefreshBinding, useUnbindFriend, useWecomFriends, type ChannelState } from '../../api/channels';
import { customersNs } from '../../locales/i18n';
import { KeywordSearch } from '@/components/keyword-search';

const FRIEND_PAGE_SIZE = 10;

/** The user's WeCom contact bound to this doctor: bind one, re-read it from WeCom, or unbind it. */
export function WecomBindingCard({ doctorId, binding }: { doctorId: number; binding: ChannelState['wecomBinding'] }) {
  const { t } = useTranslation(customersNs);
  const { message } = App.useApp();
  const [choosing, setChoosing] = useState(false);
  const refresh = useRefreshBinding(doctorId);
  const unbind = useUnbindFriend(doctorId);

  return (
    <Card size="small" title={t('wecom.title')}>
      {binding ? (
        <Space wrap size="middle">
          <Avatar src={binding.avatar ?? undefined} icon={<UserOutlined />} />
          <Typography.Text strong>{binding.name}</Typography.Text>
          <Tag color="green">{t('wecom.bound')}</Tag>
          <Button
            icon={<ReloadOutlined />}
            loading={refresh.isPending}
            onClick={async () => {
              const result = await refresh.mutateAsync(undefined);
              void (result ? message.success(t('wecom.refreshed')) : message.warning(t('wecom.goneUnbound')));
            }}
          >
            {t('wecom.refresh')}
          </Button>
          <Popconfirm
            title={t('wecom.unbindConfirm', { name: binding.name })}
            okText={t('wecom.unbind')}
            cancelText={t('common.cancel')}
            onConfirm={async () => {
              await unbind.mutateAsync(undefined);
              void message.success(t('wecom.unbound'));
            }}
          >
            <Button danger loading={unbind.isPending}>
              {t('wecom.unbind')}
            </Button>
          </Popconfirm>
        </Space>
      ) : (
        <Space wrap>
          <Typography.Text type="secondary">{t('wecom.notBound')}</Typography.Text>
          <Button icon={<LinkOutlined />} onClick={() => setChoosing(true)}>
            {t('wecom.bind')}
          </Button>
        </Space>
      )}
      {choosing && <FriendPicker doctorId={doctorId} onClose={() => setChoosing(false)} />}
    </Card>
  );
}

function FriendPicker({ doctorId, onClose }: { doctorId: number; onClose: () => void }) {
  const { t } = useTranslation(customersNs);
  const { message } = App.useApp();
  const [page, setPage] = useState(0);
  const [keyword, setKeyword] = useState('');
  const [refreshFromWecom, setRefreshFromWecom] = useState(false);
  const friends = useWecomFriends({ page, size: FRIEND_PAGE_SIZE, keyword, refresh: refreshFromWecom, enabled: true });
  const bind = useBindFriend(doctorId);

  return (
    <Modal open title={t('wecom.chooseFriend')} onCancel={onClose} footer={null} width={640}>
      <Space className="friend-picker__bar">
        <KeywordSearch
          placeholder={t('wecom.searchFriend')}
          onSearch={(value) => {
            setKeyword(value ?? '');
            setPage(0);
          }}
        />
        <Button icon={<ReloadOutlined />} loading={friends.isFetching && refreshFromWecom} onClick={() => setRefreshFromWecom(true)}>
          {t('wecom.reloadFriends')}
        </Button>
      </Space>
      <List
        loading={friends.isLoading}
        dataSource={friends.data?.content ?? []}
        locale={{ emptyText: friends.isError ? t('wecom.friendsFailed') : t('common.empty') }}
        pagination={{
          current: page + 1,
          pageSize: FRIEND_PAGE_SIZE,
          total: friends.data?.totalElements ?? 0,
          onChange: (next) => setPage(next - 1),
          size: 'small',
          hideOnSinglePage: true,
        }}
        renderItem={(friend) => (
          <List.Item
            actions={[
              friend.boundDoctor ? (
                <Tag key="bound">{t('wecom.boundTo', { name: friend.boundDoctor.name })}</Tag>
              ) : (
                <Button
                  key="bind"
                  type="link"
                  loading={bind.isPending && bind.variables === friend.externalUserId}
                  onClick={async () => {
                    await bind.mutateAsync(friend.externalUserId);
                    void message.success(t('wecom.boundDone', { name: friend.name }));
                    onClose();
                  }}
                >
                  {t('wecom.bindThis')}
                </Button>
              ),
            ]}
          >
            <List.Item.Meta
              avatar={<Avatar src={friend.avatar ?? undefined} icon={<UserOutlined />} />}
              title={friend.name}
              description={[friend.corpName, friend.remark].filter(Boolean).join(' · ') || undefined}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
