import { useEffect, useState } from 'react';
import { Button, Form, Input, type FormInstance } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSendCode } from '../api/send-code';
import { doctorPublicNs } from '../locales/i18n';

export const CHINESE_MOBILE = /^1[3-9]\d{9}$/;
const RESEND_SECONDS = 60;

interface PhoneCodeFieldsProps {
  form: FormInstance;
  /** Shows a refused code request (rate limit, bad number) where the form shows its errors. */
  onError: (message: string | null) => void;
  onSent?: (message: string) => void;
}

/** Mobile number and SMS code, with the code request and its resend countdown. */
export function PhoneCodeFields({ form, onError, onSent }: PhoneCodeFieldsProps) {
  const { t } = useTranslation(doctorPublicNs);
  const sendCode = useSendCode();
  const [countdown, setCountdown] = useState(0);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => setCountdown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown]);

  const requestCode = async () => {
    const { phone } = (await form.validateFields(['phone'])) as { phone: string };
    onError(null);
    try {
      const { expiresIn } = await sendCode.mutateAsync(phone);
      setCountdown(RESEND_SECONDS);
      onSent?.(t('fields.codeSent', { minutes: Math.round(expiresIn / 60) }));
    } catch (error) {
      onError((error as Error).message);
    }
  };

  return (
    <>
      <Form.Item
        name="phone"
        label={t('fields.phone')}
        rules={[
          { required: true, message: t('fields.phoneRequired') },
          { pattern: CHINESE_MOBILE, message: t('fields.phoneInvalid') },
        ]}
      >
        <Input prefix={<MobileOutlined />} inputMode="tel" maxLength={11} autoComplete="tel" placeholder={t('fields.phonePlaceholder')} />
      </Form.Item>
      <Form.Item label={t('fields.code')} required>
        <div className="doctor-code-row">
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, message: t('fields.codeRequired') },
              { pattern: /^\d{6}$/, message: t('fields.codeInvalid') },
            ]}
          >
            <Input
              prefix={<SafetyOutlined />}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              placeholder={t('fields.codePlaceholder')}
              aria-label={t('fields.code')}
            />
          </Form.Item>
          <Button className="doctor-code-row__send" disabled={countdown > 0} loading={sendCode.isPending} onClick={() => void requestCode().catch(() => undefined)}>
            {countdown > 0 ? t('fields.resend', { seconds: countdown }) : t('fields.sendCode')}
          </Button>
        </div>
      </Form.Item>
    </>
  );
}
