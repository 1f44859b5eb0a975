import { Col, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/i18n';
import { userOption } from '@/lib/api/users';
import { useSaveOrg, type OrganizationInput, type OrgNode } from '../api/organizations';
import { useUsers } from '../api/users';
import { adminNs } from '../locales/i18n';
import { OrgTreeSelect } from './org-tree-select';
import { blankToNull, useRequiredRule } from './admin-form-modal';
import { NameFields, SortField, TreeNodeFormModal } from './tree-node-form-modal';

const ORG_TYPES = ['company', 'division', 'region', 'district', 'territory', 'department'] as const;

export interface OrgEditing {
  org: OrgNode | null;
  parentId: number | null;
}

/** Creates an organization (under a chosen parent) or edits and moves one. */
export function OrgFormModal({ editing, onClose }: { editing: OrgEditing | null; onClose: () => void }) {
  const { t } = useTranslation(adminNs);
  const lang = useLanguage();
  const [form] = Form.useForm<OrganizationInput>();
  const save = useSaveOrg();
  const users = useUsers({ page: 0, size: 200, enabled: 'true' });
  const required = useRequiredRule();
  const org = editing?.org ?? null;

  return (
    <TreeNodeFormModal
      texts="org"
      editing={editing}
      node={org}
      parentPicker={<OrgTreeSelect placeholder={t('org.root')} excluded={org?.id} />}
      form={form}
      width={680}
      initialValues={org ? { ...org, type: org.type as OrganizationInput['type'] } : { parentId: editing?.parentId ?? null, type: 'department', grade: 0, sort: 0 }}
      saving={save.isPending}
      onSubmit={(values) =>
        save
          .mutateAsync({ id: org?.id ?? null, org: { ...values, nameEn: blankToNull(values.nameEn), parentId: values.parentId ?? null, leaderId: values.leaderId ?? null } })
          .then(() => undefined)
      }
      onClose={onClose}
    >
      <NameFields texts="org" maxLength={100} enMaxLength={200} />
      <Col span={12}>
        <Form.Item name="code" label={t('org.code')} rules={[required(t('org.code'))]}>
          <Input maxLength={40} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="type" label={t('org.type')} rules={[{ required: true, message: t('common.requiredSelect', { field: t('org.type') }) }]}>
          <Select options={ORG_TYPES.map((value) => ({ value, label: t(`org.types.${value}`) }))} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="grade" label={t('org.grade')}>
          <InputNumber min={0} max={20} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <SortField />
      <Col span={12}>
        <Form.Item name="leaderId" label={t('org.leader')}>
          <Select allowClear showSearch optionFilterProp="label" loading={users.isLoading} options={(users.data?.content ?? []).map((user) => userOption(lang, user))} />
        </Form.Item>
      </Col>
    </TreeNodeFormModal>
  );
}
