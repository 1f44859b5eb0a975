import { Form, Input, Modal } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { isStrongPassword } from '@crm/shared/password-policy';
import { useResetPassword, type AdminUser } from '../api/users';
import { adminNs } from '../locales/i18n';
import { useAdminFeedback } from './use-admin-feedback';

/** Sets a new password for a user; their sessions end (server side). */
export function ResetPasswordModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation(adminNs);
  const [form] = Form.useForm<{ password: string; confirmPassword: string }>();
  const reset = useResetPassword();
  const { message } = useAdminFeedback();

  const submit = async () => {
    const { password } = await form.validateFields();
    await reset.mutateAsync({ id: user!.id, password });
    void message.success(t('user.resetDone'));
    onClose();
  };

  return (
    <Modal
      open={user !== null}
      title={user ? t('user.resetTitle', { name: user.firstName }) : ''}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={reset.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="password"
          label={t('user.newPassword')}
          rules={[
            { required: true, message: t('common.required', { field: t('user.newPassword') }) },
            { validator: (_r: RuleObject, value?: string) => (!value || isStrongPassword(value) ? Promise.resolve() : Promise.reject(new Error(t('user.passwordWeak')))) },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('user.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('common.required', { field: t('user.confirmPassword') }) },
            {
              validator: (_r: RuleObject, value?: string) =>
                !value || value === form.getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('user.passwordMismatch'))),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
