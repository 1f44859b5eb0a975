import { useState } from 'react';
import { App, Button, Card, Checkbox, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/i18n';
import { useDoctorChannels, useSetChannels, type ChannelState } from '../../api/channels';
import type { DoctorDetailSectionProps } from '@/lib/doctor-sections';
import { customersNs } from '../../locales/i18n';
import { WecomBindingCard } from './wecom-binding-card';

/** Channel preferences (where the company may reach the doctor, the preferred way) and WeCom binding. */
export default function ChannelsSection({ doctorId }: DoctorDetailSectionProps) {
  const { t } = useTranslation(customersNs);
  const id = Number(doctorId);
  const channels = useDoctorChannels(id);
  return (
    <div className="doctor-sections">
      <Card size="small" title={t('channels.title')} loading={channels.isLoading}>
        {channels.data && <ChannelForm key={JSON.stringify(channels.data)} doctorId={id} channels={channels.data} />}
      </Card>
      <WecomBindingCard doctorId={id} binding={channels.data?.find((channel) => channel.channel === 'WECOM')?.wecomBinding ?? null} />
    </div>
  );
}

function ChannelForm({ doctorId, channels }: { doctorId: number; channels: ChannelState[] }) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const save = useSetChannels(doctorId);
  const [allowed, setAllowed] = useState(() => channels.filter((channel) => channel.allowed).map((channel) => channel.channel));
  const [preferred, setPreferred] = useState<string | null>(() => channels.find((channel) => channel.preferred)?.channel ?? null);
  const labelOf = (channel: ChannelState) => (lang === 'en' ? channel.labelEn : channel.label);

  return (
    <Space orientation="vertical" size="middle" className="channel-form">
      <div>
        <Typography.Text strong>{t('channels.allowed')}</Typography.Text>
        <Checkbox.Group
          className="channel-form__options"
          value={allowed}
          onChange={(values) => {
            setAllowed(values);
            if (preferred && !values.includes(preferred)) setPreferred(null);
          }}
          options={channels.map((channel) => ({ value: channel.channel, label: labelOf(channel) }))}
        />
      </div>
      <div>
        <Typography.Text strong>{t('channels.preferred')}</Typography.Text>
        <Radio.Group
          className="channel-form__options"
          value={preferred ?? ''}
          onChange={(event) => {
            const value = event.target.value as string;
            setPreferred(value || null);
            if (value && !allowed.includes(value)) setAllowed([...allowed, value]);
          }}
          options={[{ value: '', label: t('channels.noPreference') }, ...channels.map((channel) => ({ value: channel.channel, label: labelOf(channel) }))]}
        />
      </div>
      <Button
        type="primary"
        loading={save.isPending}
        onClick={async () => {
          await save.mutateAsync({ channels: allowed, preferred });
          void message.success(t('channels.saved'));
        }}
      >
        {t('common.save')}
      </Button>
    </Space>
  );
}
