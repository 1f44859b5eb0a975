import { useEffect } from 'react';
import { Alert, App, Button, Form, Input, Radio, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SignInSettingsBody } from '@crm/shared/contracts/sign-in-settings';
import { isApiError } from '@/lib/request/api-error';
import { useSaveSignInSettings, useSignInSettings } from '../api/sign-in-settings';
import { adminNs } from '../locales/i18n';

interface Values extends Omit<SignInSettingsBody, 'identityServer'> {
  mode: 'embedded' | 'company';
  identityServer: string;
}

/**
 * Where the enterprise's people sign in: the product's own sign-in page, or the company's identity
 * server (Keycloak or another OpenID provider), checked by the server before it is kept.
 */
export default function SignInPage() {
  const { t } = useTranslation(adminNs);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const settings = useSignInSettings();
  const save = useSaveSignInSettings();
  const mode = Form.useWatch('mode', form);

  useEffect(() => {
    if (!settings.data) return;
    const { identityServer, issuer: _issuer, ...rest } = settings.data;
    form.setFieldsValue({ ...rest, mode: identityServer ? 'company' : 'embedded', identityServer: identityServer ?? '' });
  }, [settings.data, form]);

  const onFinish = async ({ mode: chosen, identityServer, ...rest }: Values) => {
    try {
      await save.mutateAsync({ ...rest, identityServer: chosen === 'company' ? identityServer.trim() : null });
      void message.success(t('signIn.saved'));
    } catch (error) {
      void message.error(isApiError(error) ? error.message : t('signIn.failed'));
    }
  };

  return (
    <div className="admin-panel admin-sign-in">
      <Alert type="warning" showIcon title={t('signIn.warning')} style={{ marginBottom: 16 }} />
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void onFinish(values)} disabled={settings.isLoading} style={{ maxWidth: 720 }}>
        <Form.Item name="mode" label={t('signIn.mode')}>
          <Radio.Group
            options={[
              { value: 'embedded', label: t('signIn.embedded') },
              { value: 'company', label: t('signIn.company') },
            ]}
          />
        </Form.Item>
        {mode === 'company' && (
          <Form.Item
            name="identityServer"
            label={t('signIn.identityServer')}
            extra={t('signIn.identityServerHint')}
            rules={[{ required: true, type: 'url', message: t('signIn.identityServerRequired') }]}
          >
            <Input placeholder="https://sso.company.com" maxLength={500} />
          </Form.Item>
        )}
        <Form.Item name="realm" label={t('signIn.realm')} rules={[{ required: true, pattern: /^[A-Za-z0-9._-]{1,100}$/, message: t('signIn.nameRule') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="clientId" label={t('signIn.clientId')} rules={[{ required: true, pattern: /^[A-Za-z0-9._-]{1,100}$/, message: t('signIn.nameRule') }]}>
          <Input maxLength={100} />
        </Form.Item>
        {mode === 'company' && (
          <Form.Item
            name="userClaim"
            label={t('signIn.userClaim')}
            extra={t('signIn.userClaimHint')}
            rules={[{ required: true, pattern: /^[A-Za-z0-9_.:-]{1,100}$/, message: t('signIn.nameRule') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        )}
        <Form.Item
          name="redirectUris"
          label={t('signIn.redirectUris')}
          extra={t('signIn.redirectUrisHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t('signIn.redirectUrisRequired') }]}
        >
          <Select mode="tags" tokenSeparators={[' ', ',']} open={false} suffixIcon={null} />
        </Form.Item>
        {mode === 'embedded' && (
          <Form.Item name="passwordGrant" label={t('signIn.passwordGrant')} extra={t('signIn.passwordGrantHint')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        {settings.data && (
          <Typography.Paragraph type="secondary">
            {t('signIn.issuer')}: <Typography.Text code>{settings.data.issuer}</Typography.Text>
          </Typography.Paragraph>
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </div>
  );
}
