import { useState } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, type FormListFieldData } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { userOption } from '@/lib/api/users';
import { useRoleOptions, useUserOptions } from '../api/assignee-options';
import { workflowNs } from '../locales/i18n';

const STEP_ID = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

interface StepFieldsProps {
  field: FormListFieldData;
  index: number;
  count: number;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
}

/** One step of the chain editor: key, names, who decides it and the amount from which it applies. */
export function ChainStepFields({ field, index, count, remove, move }: StepFieldsProps) {
  const { t } = useTranslation(workflowNs);
  const lang = useLanguage();
  const form = Form.useFormInstance();
  const type = Form.useWatch(['steps', field.name, 'assigneeType'], form) as string | undefined;
  const [userKeyword, setUserKeyword] = useState('');
  const roles = useRoleOptions(type === 'role');
  const users = useUserOptions(userKeyword, type === 'user');
  const required = { required: true, whitespace: true, message: t('chains.required') };
  return (
    <Card
      size="small"
      className="chain-step"
      title={`${index + 1}.`}
      extra={
        <Space>
          <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('chains.moveUp')} disabled={index === 0} onClick={() => move(index, index - 1)} />
          <Button size="small" icon={<ArrowDownOutlined />} aria-label={t('chains.moveDown')} disabled={index === count - 1} onClick={() => move(index, index + 1)} />
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('chains.remove')} disabled={count === 1} onClick={() => remove(field.name)} />
        </Space>
      }
    >
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item
            name={[field.name, 'id']}
            label={t('chains.stepId')}
            rules={[
              required,
              {
                validator: async (_, value: string | undefined) => {
                  const ids = ((form.getFieldValue('steps') as Array<{ id?: string }> | undefined) ?? []).map((s) => s?.id);
                  if (value && (!STEP_ID.test(value) || value === 'applicantRevise' || ids.filter((id) => id === value).length > 1)) throw new Error(t('chains.stepIdPattern'));
                },
              },
            ]}
          >
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[field.name, 'name']} label={t('chains.stepName')} rules={[required]}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[field.name, 'nameEn']} label={t('chains.stepNameEn')} rules={[required]}>
            <Input maxLength={80} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[field.name, 'assigneeType']} label={t('chains.assigneeType')} rules={[{ required: true, message: t('chains.required') }]}>
            <Select
              options={[
                { value: 'orgLeader', label: t('chains.assigneeLeader') },
                { value: 'role', label: t('chains.assigneeRole') },
                { value: 'user', label: t('chains.assigneeUser') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          {type === 'orgLeader' && (
            <Form.Item name={[field.name, 'levelsUp']} label={t('chains.levelsUp')} extra={t('chains.levelsUpHint')} rules={[{ required: true, message: t('chains.required') }]}>
              <InputNumber min={0} max={5} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          )}
          {type === 'role' && (
            <Form.Item name={[field.name, 'role']} label={t('chains.role')} rules={[{ required: true, message: t('chains.required') }]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={roles.isLoading}
                options={(roles.data ?? []).filter((r) => r.enabled).map((r) => ({ value: r.code, label: localizedName(lang, r.name, r.nameEn) }))}
              />
            </Form.Item>
          )}
          {type === 'user' && (
            <Form.Item name={[field.name, 'userId']} label={t('chains.user')} rules={[{ required: true, message: t('chains.required') }]}>
              <Select
                showSearch={{ filterOption: false, onSearch: setUserKeyword }}
                placeholder={t('chains.userSearch')}
                loading={users.isFetching}
                options={(users.data?.content ?? []).map((user) => userOption(lang, user))}
              />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[field.name, 'minAmountYuan']} label={t('chains.stepCondition')} extra={t('chains.stepConditionHint')}>
            <InputNumber min={0} precision={2} prefix="¥" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
