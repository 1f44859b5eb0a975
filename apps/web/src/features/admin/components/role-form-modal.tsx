import { Col, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATA_RANGES } from '@crm/shared/contracts/admin-schemas';
import { useSaveRole, type AdminRole, type RoleInput } from '../api/roles';
import { adminNs } from '../locales/i18n';
import { MenuGrantTree } from './menu-grant-tree';
import { OrgTreeSelect } from './org-tree-select';
import { AdminFormModal, blankToNull, useRequiredRule } from './admin-form-modal';

const ROLE_TYPES = ['system', 'business', 'approval'] as const;

/** A role's values in the form: the API answers its range and type as plain strings, which are always among the form's choices. */
const asFormValues = (role: AdminRole): Partial<RoleInput> => ({ ...role, dataRange: role.dataRange as RoleInput['dataRange'], roleType: role.roleType as RoleInput['roleType'] });

/** Creates or edits a role with its data range and its menu and button grants. */
export function RoleFormModal({ role, onClose }: { role: AdminRole | null | undefined; onClose: () => void }) {
  const { t } = useTranslation(adminNs);
  const [form] = Form.useForm<RoleInput>();
  const save = useSaveRole();
  const required = useRequiredRule();

  return (
    <AdminFormModal
      form={form}
      open={role !== undefined}
      isNew={!role}
      title={role ? t('role.edit') : t('role.add')}
      initialValues={role ? asFormValues(role) : { dataRange: 'self', roleType: 'business', enabled: true, menuIds: [] }}
      saving={save.isPending}
      onSubmit={(values) =>
        save
          .mutateAsync({ id: role?.id ?? null, role: { ...values, orgId: values.orgId ?? null, remark: blankToNull(values.remark), menuIds: values.menuIds ?? [] } })
          .then(() => undefined)
      }
      onClose={onClose}
    >
      <Col span={12}>
        <Form.Item name="name" label={t('role.name')} rules={[required(t('role.name'))]}>
          <Input maxLength={64} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="nameEn" label={t('role.nameEn')} rules={[required(t('role.nameEn'))]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="code" label={t('role.code')} rules={[required(t('role.code')), { pattern: /^[A-Za-z][A-Za-z0-9_-]*$/, message: t('role.codeInvalid') }]}>
          <Input maxLength={40} disabled={Boolean(role)} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="orgId" label={t('role.org')}>
          <OrgTreeSelect />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="dataRange" label={t('role.dataRange')} rules={[{ required: true }]}>
          <Select options={DATA_RANGES.map((value) => ({ value, label: t(`role.ranges.${value}`) }))} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="roleType" label={t('role.roleType')}>
          <Select options={ROLE_TYPES.map((value) => ({ value, label: t(`role.types.${value}`) }))} />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item name="enabled" label={t('role.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="remark" label={t('common.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="menuIds" label={t('role.grants')} extra={t('role.grantsHint')}>
          <MenuGrantTree />
        </Form.Item>
      </Col>
    </AdminFormModal>
  );
}
