import { useState } from 'react';
import { App, Button, Card, Form, InputNumber, Modal, Statistic, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/lib/access/use-access';
import { useSaveSpeakerSettings, useSpeakerSettings } from '../api/speaker-settings';
import { formatYuan, yuanToCents } from '@/lib/format';
import { speakersNs } from '../locales/i18n';

/** The tenant's annual honoraria cap per speaker; holders of the meeting settings may change it. */
export function HonorariaCapCard() {
  const { t } = useTranslation(speakersNs);
  const { message } = App.useApp();
  const settings = useSpeakerSettings();
  const save = useSaveSpeakerSettings();
  const canEdit = useAccess().hasPermission(['meeting:settings:edit']);
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<{ capYuan: number }>();
  const cap = settings.data?.annualHonorariaCapCents;

  const submit = async () => {
    const { capYuan } = await form.validateFields();
    await save.mutateAsync(yuanToCents(capYuan) ?? 0);
    void message.success(t('manager.capSaved'));
    setEditing(false);
  };

  return (
    <Card size="small" className="speaker-cap">
      <Statistic title={t('manager.cap')} value={cap === undefined ? '-' : `¥${formatYuan(cap)}`} loading={settings.isLoading} />
      <Typography.Text type="secondary">{t('manager.capHint')}</Typography.Text>
      {canEdit && (
        <Button
          icon={<EditOutlined />}
          className="speaker-cap__edit"
          onClick={() => {
            form.setFieldsValue({ capYuan: (cap ?? 0) / 100 });
            setEditing(true);
          }}
        >
          {t('manager.editCap')}
        </Button>
      )}
      <Modal
        open={editing}
        title={t('manager.editCap')}
        onOk={() => void submit().catch(() => undefined)}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(false)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item name="capYuan" label={t('manager.capLabel')} rules={[{ required: true, message: t('manager.capRequired') }]}>
            <InputNumber min={0} max={100_000_000} precision={2} prefix="¥" style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
