import { App, Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '@/lib/i18n/i18n';
import type { UserInfo } from '@/lib/session/user-info';
import { useUpdateProfile, type ProfileChange } from '../api/update-profile';
import { personalCenterNs } from '../locales/i18n';

/** Same pattern as the server's: digits with optional +, spaces and dashes. */
const MOBILE_PATTERN = /^\+?[0-9 -]{6,20}$/;

export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation(personalCenterNs);
  const { message } = App.useApp();
  const updateProfile = useUpdateProfile();
  const initialValues: ProfileChange = { email: user.email, mobile: user.phone, language: user.language === 'en' ? 'en' : 'zh' };

  const onFinish = async (values: ProfileChange) => {
    await updateProfile.mutateAsync({ email: values.email || null, mobile: values.mobile || null, language: values.language });
    setLanguage(values.language);
    void message.success(t('profile.saved'));
  };

  return (
    <Form
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values: ProfileChange) => void onFinish(values).catch(() => undefined)}
      className="personal-form"
      requiredMark={false}
    >
      <Form.Item name="email" label={t('profile.email')} rules={[{ type: 'email', message: t('profile.emailInvalid') }]}>
        <Input autoComplete="email" maxLength={200} />
      </Form.Item>
      <Form.Item name="mobile" label={t('profile.mobile')} rules={[{ pattern: MOBILE_PATTERN, message: t('profile.mobileInvalid') }]}>
        <Input autoComplete="tel" maxLength={20} />
      </Form.Item>
      <Form.Item name="language" label={t('profile.language')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'zh', label: '简体中文' },
            { value: 'en', label: 'English' },
          ]}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={updateProfile.isPending}>
        {t('profile.save')}
      </Button>
    </Form>
  );
}
