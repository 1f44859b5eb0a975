import { useEffect } from 'react';
import { Alert, App, Button, Col, Form, Input, InputNumber, Modal, Row, Select, Spin, Switch, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { MEETING_TYPES } from '@crm/shared/contracts/meeting-schemas';
import { PROCESS_TYPES } from '@crm/shared/contracts/workflow-schemas';
import { useTranslation } from 'react-i18next';
import { useDefinitionDetail, useSaveDefinition } from '../api/definitions';
import { ChainStepFields } from './chain-step-fields';
import { EMPTY_STEP, toDefinitionBody, toFormValues, type ChainFormValues } from './chain-form-values';
import { workflowNs } from '../locales/i18n';

const KEY = /^[a-z][a-z0-9-]{1,59}$/;

interface ChainEditorProps {
  /** The chain version to change, or null for a new chain. */
  definitionId: number | null;
  open: boolean;
  onClose: () => void;
}

/** Edits a chain as steps; saving adds a version that only new requests use. */
export function ChainEditor({ definitionId, open, onClose }: ChainEditorProps) {
  const { t } = useTranslation(workflowNs);
  const { message } = App.useApp();
  const [form] = Form.useForm<ChainFormValues>();
  const existing = useDefinitionDetail(open ? definitionId : null);
  const save = useSaveDefinition();
  const isNew = definitionId === null;

  useEffect(() => {
    if (!open) return;
    if (isNew)
      form.setFieldsValue({
        key: '',
        name: '',
        nameEn: '',
        processType: 'GENERAL',
        priority: 0,
        enabled: true,
        meetingTypes: [],
        steps: [{ ...EMPTY_STEP } as ChainFormValues['steps'][number]],
      });
    else if (existing.data) form.setFieldsValue(toFormValues(existing.data));
  }, [open, isNew, existing.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    if (!values.steps?.length) return void message.error(t('chains.atLeastOneStep'));
    const saved = await save.mutateAsync(toDefinitionBody(values));
    void message.success(t('chains.saved', { version: saved.version }));
    onClose();
  };

  const required = { required: true, whitespace: true, message: t('chains.required') };
  return (
    <Modal
      open={open}
      width={980}
      title={isNew ? t('chains.addTitle') : t('chains.editTitle')}
      okText={t('chains.save')}
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Alert type="info" showIcon title={t('chains.hint')} className="chain-editor__hint" />
      <Spin spinning={!isNew && existing.isLoading}>
        <Form<ChainFormValues> form={form} layout="vertical" className="chain-editor">
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <Form.Item name="key" label={t('chains.key')} rules={[required, { pattern: KEY, message: t('chains.keyPattern') }]}>
                <Input disabled={!isNew} maxLength={60} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="name" label={t('chains.name')} rules={[required]}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="nameEn" label={t('chains.nameEn')} rules={[required]}>
                <Input maxLength={120} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="processType" label={t('chains.processType')} rules={[{ required: true, message: t('chains.required') }]}>
                <Select disabled={!isNew} options={PROCESS_TYPES.map((type) => ({ value: type, label: t(`processType.${type}`) }))} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="priority" label={t('chains.priority')}>
                <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="enabled" label={t('chains.enabled')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="meetingTypes" label={t('chains.conditions')}>
                <Select
                  mode="multiple"
                  allowClear
                  placeholder={t('chains.anyCondition')}
                  options={MEETING_TYPES.map((type) => ({ value: type, label: t(`meetingType.${type}`) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="minAmountYuan" label={t('chains.minAmount')}>
                <InputNumber min={0} precision={2} prefix="¥" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="maxAmountYuan" label={t('chains.maxAmount')}>
                <InputNumber min={0} precision={2} prefix="¥" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={5}>{t('chains.steps')}</Typography.Title>
          <Form.List name="steps">
            {(fields, { add, remove, move }) => (
              <>
                {fields.map((field, index) => (
                  <ChainStepFields key={field.key} field={field} index={index} count={fields.length} remove={remove} move={move} />
                ))}
                <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= 10} onClick={() => add({ ...EMPTY_STEP })}>
                  {t('chains.addStep')}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      </Spin>
    </Modal>
  );
}
