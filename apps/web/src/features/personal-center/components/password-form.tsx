import { App, Button, Form, Input } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { isStrongPassword } from '@crm/shared/password-policy';
import { useChangePassword, type PasswordChange } from '../api/change-password';
import { personalCenterNs } from '../locales/i18n';

/**
 * Spec 5: required, new differs from old, confirmation matches; the server checks the same.
 * `onChanged` runs after a successful change (the first sign-in screen moves on then).
 */
export function PasswordForm({ onChanged }: { onChanged?: () => Promise<void> | void } = {}) {
  const { t } = useTranslation(personalCenterNs);
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChange>();
  const changePassword = useChangePassword();

  const newPasswordRules = [
    { required: true, message: t('password.required') },
    {
      validator: (_rule: RuleObject, value: string | undefined) => {
        if (!value) return Promise.resolve();
        if (value === form.getFieldValue('oldPassword')) return Promise.reject(new Error(t('password.sameAsOld')));
        if (!isStrongPassword(value)) return Promise.reject(new Error(t('password.weak')));
        return Promise.resolve();
      },
    },
  ];
  const confirmRules = [
    { required: true, message: t('password.required') },
    {
      validator: (_rule: RuleObject, value: string | undefined) =>
        !value || value === form.getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch'))),
    },
  ];

  const onFinish = async (values: PasswordChange) => {
    await changePassword.mutateAsync(values);
    form.resetFields();
    void message.success(t('password.saved'));
    await onChanged?.();
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values).catch(() => undefined)} className="personal-form" requiredMark={false}>
      <Form.Item name="oldPassword" label={t('password.old')} rules={[{ required: true, message: t('password.required') }]}>
        <Input.Password autoComplete="current-password" placeholder={t('password.oldPlaceholder')} />
      </Form.Item>
      <Form.Item name="newPassword" label={t('password.new')} dependencies={['oldPassword']} rules={newPasswordRules}>
        <Input.Password autoComplete="new-password" placeholder={t('password.newPlaceholder')} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('password.confirm')} dependencies={['newPassword']} rules={confirmRules}>
        <Input.Password autoComplete="new-password" placeholder={t('password.confirmPlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={changePassword.isPending}>
        {t('password.save')}
      </Button>
    </Form>
  );
}
