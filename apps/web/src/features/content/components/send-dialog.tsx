import { useState } from 'react';
import { Alert, App, Modal, Radio, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTENT_CHANNELS, type ContentChannel } from '@crm/shared/contracts/content-channels';
import { SUPPRESSION_REASONS, type Preflight } from '@crm/shared/contracts/content-sends';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useRecipientOptions, usePreflight, useStartSend } from '../api/content-api';
import { contentNs } from '../locales/i18n';

/**
 * Sending an approved article: pick the channel and doctors, see the preflight (who receives it,
 * who is excluded and why), then confirm. A send to many becomes a mass send on the server.
 */
export function SendDialog({ articleId, title, onClose }: { articleId: number | null; title: string; onClose: () => void }) {
  const { t } = useTranslation(contentNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const [channel, setChannel] = useState<ContentChannel>('EMAIL');
  const [keyword, setKeyword] = useState('');
  const [doctorIds, setDoctorIds] = useState<number[]>([]);
  const [labels, setLabels] = useState<Record<number, string>>({});
  const [result, setResult] = useState<Preflight | null>(null);
  const doctors = useRecipientOptions(keyword, articleId !== null);
  const preflight = usePreflight();
  const start = useStartSend();

  const reset = () => {
    setResult(null);
    preflight.reset();
  };
  const close = () => {
    reset();
    setDoctorIds([]);
    onClose();
  };
  const runPreflight = async () => {
    if (articleId === null || doctorIds.length === 0) return void message.warning(t('send.pickDoctors'));
    setResult(await preflight.mutateAsync({ articleId, channel, doctorIds }));
  };
  const confirm = async () => {
    if (articleId === null) return;
    const batch = await start.mutateAsync({ articleId, channel, doctorIds });
    if (batch.status === 'DONE') {
      const sent = (batch.counts.ACCEPTED ?? 0) + (batch.counts.DELIVERED ?? 0) + (batch.counts.BOUNCED ?? 0);
      const suppressed = SUPPRESSION_REASONS.reduce((sum, reason) => sum + (batch.counts[reason] ?? 0), 0);
      const failed = batch.counts.FAILED ?? 0;
      if (failed > 0) void message.warning(t('send.doneFailed', { count: sent, suppressed, failed }));
      else void message.success(t('send.done', { count: sent, suppressed }));
    } else {
      void message.info(t('send.queued'));
    }
    close();
  };

  const options = (doctors.data?.content ?? []).map((d) => ({
    value: d.id,
    label: `${localizedName(lang, d.doctorName, d.doctorNameEn)} · ${localizedName(lang, d.hospital, d.hospitalEn)}`,
  }));
  return (
    <Modal
      open={articleId !== null}
      title={`${t('send.title')} · ${title}`}
      onCancel={close}
      okText={result ? t('send.confirm') : t('send.preflight')}
      onOk={() => void (result ? confirm() : runPreflight())}
      confirmLoading={preflight.isPending || start.isPending}
      okButtonProps={{ disabled: result !== null && result.willReceive === 0 }}
      destroyOnHidden
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <div>
          <Typography.Text strong>{t('send.channel')}</Typography.Text>
          <Radio.Group
            style={{ display: 'block', marginTop: 8 }}
            value={channel}
            onChange={(event) => {
              setChannel(event.target.value as ContentChannel);
              reset();
            }}
            options={CONTENT_CHANNELS.map((value) => ({ value, label: t(`channel.${value}`) }))}
          />
        </div>
        <div>
          <Typography.Text strong>{t('send.doctors')}</Typography.Text>
          <Select
            aria-label={t('send.doctors')}
            mode="multiple"
            style={{ width: '100%', marginTop: 8 }}
            placeholder={t('send.doctorsPlaceholder')}
            filterOption={false}
            showSearch={{ onSearch: setKeyword }}
            loading={doctors.isFetching}
            value={doctorIds}
            options={options}
            labelRender={(item) => labels[Number(item.value)] ?? item.label}
            onChange={(ids: number[]) => {
              setLabels((current) => ({ ...current, ...Object.fromEntries(options.filter((o) => ids.includes(o.value)).map((o) => [o.value, o.label])) }));
              setDoctorIds(ids);
              reset();
            }}
          />
        </div>
        {result && (
          <Alert
            type={result.willReceive > 0 ? 'info' : 'warning'}
            showIcon
            title={`${t('send.audience', { count: result.audience })} · ${t('send.willReceive', { count: result.willReceive })}`}
            description={
              <ul className="content-preflight">
                {SUPPRESSION_REASONS.filter((reason) => (result.excluded[reason] ?? 0) > 0).map((reason) => (
                  <li key={reason}>{t('send.excluded', { reason: t(`reason.${reason}`), count: result.excluded[reason] })}</li>
                ))}
              </ul>
            }
          />
        )}
      </Space>
    </Modal>
  );
}
