import { useState } from 'react';
import { App, Button, Card, Form, InputNumber, Modal, Select, Switch, Table, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OUTCOME_EVENT_TYPES, SUGGESTION_TYPES, type SuggestionSettings, type SuggestionType } from '@crm/shared/contracts/suggestions';
import { useSaveSuggestionSettings, useSuggestionSettings } from '../api/suggestions';
import { suggestionsNs } from '../locales/i18n';

/** The settings as the form edits them: the holdout in percent. */
type SettingsForm = Omit<SuggestionSettings, 'holdoutShare'> & { holdoutPercent: number };

const toForm = (settings: SuggestionSettings): SettingsForm => {
  const { holdoutShare, ...rest } = settings;
  return { ...rest, holdoutPercent: Math.round(holdoutShare * 100) };
};
const fromForm = ({ holdoutPercent, ...rest }: SettingsForm): SuggestionSettings => ({ ...rest, holdoutShare: holdoutPercent / 100 });

/**
 * The enterprise's suggestion settings, for marketing and managers who set them: each type on or
 * off with its weight and daily cap, the day's maximum, the holdout share, the outcome and its window.
 */
export function SuggestionSettingsCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation(suggestionsNs);
  const { message } = App.useApp();
  const settings = useSuggestionSettings().data;
  const save = useSaveSuggestionSettings();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<SettingsForm>();
  if (!settings) return null;

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync(fromForm(values));
    void message.success(t('settings.saved'));
    setEditing(false);
  };

  return (
    <Card
      title={t('settings.title')}
      data-testid="suggestion-settings"
      extra={
        editable && (
          <Button
            icon={<EditOutlined />}
            onClick={() => {
              form.setFieldsValue(toForm(settings));
              setEditing(true);
            }}
          >
            {t('settings.edit')}
          </Button>
        )
      }
    >
      <p className="suggestion-settings__summary">
        {t('settings.summary', {
          max: settings.maxPerDay,
          share: `${Math.round(settings.holdoutShare * 100)}%`,
          event: t(`outcomes.${settings.outcomeEvent}`),
          days: settings.outcomeDays,
          snooze: settings.snoozeDays,
        })}
      </p>
      <Table<{ type: SuggestionType }>
        rowKey="type"
        size="small"
        pagination={false}
        dataSource={SUGGESTION_TYPES.map((type) => ({ type }))}
        columns={[
          { title: t('effect.type'), dataIndex: 'type', render: (type: SuggestionType) => t(`types.${type}`) },
          {
            title: t('settings.state'),
            key: 'enabled',
            render: (_, { type }) => (settings.types[type].enabled ? <Tag color="green">{t('settings.on')}</Tag> : <Tag>{t('settings.off')}</Tag>),
          },
          { title: t('settings.weight'), key: 'weight', align: 'right', render: (_, { type }) => `× ${settings.types[type].weight}` },
          { title: t('settings.dailyCap'), key: 'cap', align: 'right', render: (_, { type }) => settings.types[type].dailyCap },
        ]}
      />
      <Modal open={editing} title={t('settings.title')} onCancel={() => setEditing(false)} onOk={() => void submit()} confirmLoading={save.isPending} width={640} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          {SUGGESTION_TYPES.map((type) => (
            <div key={type} className="suggestion-settings__type">
              <strong>{t(`types.${type}`)}</strong>
              <Form.Item name={['types', type, 'enabled']} valuePropName="checked" label={t('settings.state')}>
                <Switch aria-label={`${t(`types.${type}`)} ${t('settings.state')}`} />
              </Form.Item>
              <Form.Item name={['types', type, 'weight']} label={t('settings.weight')} rules={[{ required: true }]}>
                <InputNumber min={0} max={5} step={0.1} />
              </Form.Item>
              <Form.Item name={['types', type, 'dailyCap']} label={t('settings.dailyCap')} rules={[{ required: true }]}>
                <InputNumber min={0} max={50} precision={0} />
              </Form.Item>
            </div>
          ))}
          <div className="suggestion-settings__type">
            <Form.Item name="maxPerDay" label={t('settings.maxPerDay')} rules={[{ required: true }]}>
              <InputNumber min={1} max={50} precision={0} />
            </Form.Item>
            <Form.Item name="holdoutPercent" label={t('settings.holdout')} rules={[{ required: true }]}>
              <InputNumber min={0} max={50} precision={0} suffix="%" />
            </Form.Item>
            <Form.Item name="snoozeDays" label={t('settings.snoozeDays')} rules={[{ required: true }]}>
              <InputNumber min={1} max={180} precision={0} />
            </Form.Item>
          </div>
          <div className="suggestion-settings__type">
            <Form.Item name="outcomeEvent" label={t('settings.outcome')} rules={[{ required: true }]}>
              <Select className="suggestion-settings__select" options={OUTCOME_EVENT_TYPES.map((value) => ({ value, label: t(`outcomes.${value}`) }))} />
            </Form.Item>
            <Form.Item name="outcomeDays" label={t('settings.outcomeDays')} rules={[{ required: true }]}>
              <InputNumber min={1} max={180} precision={0} />
            </Form.Item>
            <Form.Item name="lapsedDays" label={t('settings.lapsedDays')} rules={[{ required: true }]}>
              <InputNumber min={14} max={365} precision={0} />
            </Form.Item>
          </div>
          <div className="suggestion-settings__type">
            {(['A', 'B', 'C', 'D'] as const).map((tier) => (
              <Form.Item key={tier} name={['tierTargets', tier]} label={t('settings.tierTarget', { tier })} rules={[{ required: true }]}>
                <InputNumber min={0} max={20} precision={0} />
              </Form.Item>
            ))}
          </div>
        </Form>
      </Modal>
    </Card>
  );
}
