import { useState } from 'react';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '@/lib/access/use-access';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDefinitionDetail, useDefinitions } from '../api/definitions';
import { useStartInstance } from '../api/start-instance';
import { instanceDetailPath } from './detail-path';
import { yuanToCents } from '@/lib/format';
import { AssigneeLabel } from './assignee-label';
import { workflowNs } from '../locales/i18n';

interface RequestForm {
  definitionId: number;
  title: string;
  content?: string;
  amountYuan?: number | null;
}

/** Starts a general request on one of the tenant's general chains and opens it. */
export function GeneralRequestForm() {
  const { t } = useTranslation(workflowNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<RequestForm>();
  const [chosen, setChosen] = useState<number | null>(null);
  const chains = useDefinitions({ processType: 'GENERAL' });
  const chain = useDefinitionDetail(chosen);
  const start = useStartInstance();
  const canStart = useAccess().hasPermission(['workflow:processInstance:start']);
  const usable = (chains.data ?? []).filter((d) => d.enabled && d.isLatest);

  const submit = async (values: RequestForm) => {
    const result = await start.mutateAsync({
      definitionId: values.definitionId,
      title: values.title.trim(),
      content: values.content?.trim() ?? '',
      amountCents: yuanToCents(values.amountYuan) ?? 0,
    });
    void message.success(t('create.started'));
    navigate(instanceDetailPath(result.instanceId));
  };

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={14}>
        {chains.isSuccess && usable.length === 0 && <Alert type="warning" showIcon title={t('create.noChains')} />}
        <Form<RequestForm> form={form} layout="vertical" onFinish={(values) => void submit(values)} className="workflow-request-form">
          <Form.Item name="definitionId" label={t('create.chain')} rules={[{ required: true, message: t('create.chainRequired') }]}>
            <Select
              loading={chains.isLoading}
              placeholder={t('create.chainPlaceholder')}
              options={usable.map((d) => ({ value: d.id, label: `${localizedName(lang, d.name, d.nameEn)} ${t('version', { version: d.version })}` }))}
              onChange={(id: number) => setChosen(id)}
            />
          </Form.Item>
          <Form.Item name="title" label={t('create.requestTitle')} rules={[{ required: true, whitespace: true, min: 2, max: 200, message: t('create.titleRequired') }]}>
            <Input placeholder={t('create.titlePlaceholder')} maxLength={200} />
          </Form.Item>
          <Form.Item name="content" label={t('create.content')}>
            <Input.TextArea rows={5} maxLength={4000} showCount placeholder={t('create.contentPlaceholder')} />
          </Form.Item>
          <Form.Item name="amountYuan" label={t('create.amount')} extra={t('create.amountHint')}>
            <InputNumber min={0} max={100_000_000} precision={2} style={{ width: 220 }} prefix="¥" />
          </Form.Item>
          {/* Disabled rather than hidden: without the right to start, the chains can still be looked at. */}
          <Button type="primary" htmlType="submit" loading={start.isPending} disabled={!canStart}>
            {t('create.submit')}
          </Button>
        </Form>
      </Col>
      <Col xs={24} lg={10}>
        {chain.data && (
          <Card size="small" title={t('create.preview')}>
            <Steps
              orientation="vertical"
              size="small"
              items={chain.data.steps.map((step) => ({
                title: localizedName(lang, step.name, step.nameEn),
                status: 'wait',
                content: (
                  <>
                    <AssigneeLabel assignee={step.assignee} deciders={chain.data.deciders} />
                    {step.condition ? ` · ${t('create.conditional')}` : ''}
                  </>
                ),
              }))}
            />
          </Card>
        )}
      </Col>
    </Row>
  );
}
