import { Col, Form, Input, Select, Switch } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { isStrongPassword } from '@crm/shared/password-policy';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useRoles } from '../api/roles';
import { useCreateUser, useUpdateUser, type AdminUser, type UserCreate } from '../api/users';
import { adminNs } from '../locales/i18n';
import { OrgTreeSelect } from './org-tree-select';
import { AdminFormModal, blankToNull, useRequiredRule } from './admin-form-modal';

type UserValues = UserCreate & { confirmPassword?: string };

interface UserFormModalProps {
  /** The user being edited, `null` to create one, `undefined` when closed. */
  user: AdminUser | null | undefined;
  onClose: () => void;
}

const USERNAME = /^[A-Za-z0-9._@-]{2,64}$/;
const MOBILE = /^\+?[0-9 -]{6,20}$/;

/** Creates or edits a user: every field of spec 3, password only when creating (spec 5 rules). */
export function UserFormModal({ user, onClose }: UserFormModalProps) {
  const { t } = useTranslation(adminNs);
  const lang = useLanguage();
  const [form] = Form.useForm<UserValues>();
  const roles = useRoles();
  const create = useCreateUser();
  const update = useUpdateUser();
  const required = useRequiredRule();
  const isNew = user === null;
  const passwordRules = [
    required(t('user.password')),
    { validator: (_r: RuleObject, value?: string) => (!value || isStrongPassword(value) ? Promise.resolve() : Promise.reject(new Error(t('user.passwordWeak')))) },
  ];
  const confirmRules = [
    required(t('user.confirmPassword')),
    {
      validator: (_r: RuleObject, value?: string) =>
        !value || value === form.getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('user.passwordMismatch'))),
    },
  ];

  const submit = async ({ confirmPassword: _confirm, ...values }: UserValues) => {
    const body = {
      ...values,
      nameEn: blankToNull(values.nameEn),
      company: blankToNull(values.company),
      telephone: blankToNull(values.telephone),
      mobile: blankToNull(values.mobile),
      workId: blankToNull(values.workId),
      email: blankToNull(values.email),
      orgId: values.orgId ?? null,
    };
    if (isNew) await create.mutateAsync(body);
    else {
      const { username: _u, password: _p, ...changes } = body;
      await update.mutateAsync({ id: user!.id, user: changes });
    }
  };

  return (
    <AdminFormModal
      form={form}
      open={user !== undefined}
      isNew={isNew}
      title={isNew ? t('user.add') : t('user.edit')}
      initialValues={
        user
          ? { ...user, language: user.language as UserValues['language'], userType: user.userType as UserValues['userType'] }
          : { language: 'zh', userType: 'staff', enabled: true, roleIds: [] }
      }
      saving={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Col span={12}>
        <Form.Item name="username" label={t('user.username')} rules={[required(t('user.username')), { pattern: USERNAME, message: t('user.usernameInvalid') }]}>
          <Input disabled={!isNew} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="firstName" label={t('user.firstName')} rules={[required(t('user.firstName'))]}>
          <Input maxLength={64} />
        </Form.Item>
      </Col>
      {isNew && (
        <>
          <Col span={12}>
            <Form.Item name="password" label={t('user.password')} rules={passwordRules}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="confirmPassword" label={t('user.confirmPassword')} dependencies={['password']} rules={confirmRules}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </>
      )}
      <Col span={12}>
        <Form.Item name="nameEn" label={t('user.nameEn')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="company" label={t('user.company')}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="mobile" label={t('user.mobile')} rules={[{ pattern: MOBILE, message: t('user.mobileInvalid') }]}>
          <Input maxLength={20} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="telephone" label={t('user.telephone')}>
          <Input maxLength={40} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="email" label={t('user.email')} rules={[{ type: 'email', message: t('user.emailInvalid') }]}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="workId" label={t('user.workId')}>
          <Input maxLength={64} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="orgId" label={t('user.department')}>
          <OrgTreeSelect />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="language" label={t('user.language')}>
          <Select options={(['zh', 'en'] as const).map((value) => ({ value, label: t(`user.languages.${value}`) }))} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="userType" label={t('user.userType')}>
          <Select options={(['staff', 'external', 'system'] as const).map((value) => ({ value, label: t(`user.types.${value}`) }))} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="enabled" label={t('user.canLogin')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="roleIds" label={t('user.roles')} rules={[{ required: true, type: 'array', min: 1, message: t('common.requiredSelect', { field: t('user.roles') }) }]}>
          <Select
            mode="multiple"
            loading={roles.isLoading}
            optionFilterProp="label"
            options={(roles.data ?? []).map((role) => ({ value: role.id, label: localizedName(lang, role.name, role.nameEn) }))}
          />
        </Form.Item>
      </Col>
    </AdminFormModal>
  );
}
