import { useEffect, useState } from 'react';
import { AutoComplete, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { findHospitals, type PublicAddress, type SignInForm } from '../api/public-meeting';
import { meetingsNs } from '../locales/i18n';

interface PublicSignFormProps {
  address: PublicAddress;
  code: string;
  isSubmitting: boolean;
  onSubmit: (form: SignInForm) => void;
}

interface Values {
  name: string;
  mobile: string;
  hospital: string;
  department?: string;
}

/** The attendee's name, mobile, hospital (found by name, pinyin or initials, or typed) and department. */
export function PublicSignForm({ address, code, isSubmitting, onSubmit }: PublicSignFormProps) {
  const { t } = useTranslation(meetingsNs);
  const [form] = Form.useForm<Values>();
  const [typed, setTyped] = useState('');
  const [hospitals, setHospitals] = useState<Array<{ id: number; name: string; level: string }>>([]);
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);

  useEffect(() => {
    const keyword = typed.trim();
    if (!keyword) return;
    const timer = setTimeout(() => {
      findHospitals(address, code, keyword).then(setHospitals, () => setHospitals([]));
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, address, code]);

  const submit = (values: Values) => {
    const hospitalName = values.hospital.trim();
    const hospital = picked && picked.name === hospitalName ? { hospitalId: picked.id } : { hospitalName };
    onSubmit({ name: values.name.trim(), mobile: values.mobile.trim(), department: values.department?.trim() || undefined, ...hospital });
  };

  return (
    <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false}>
      <Form.Item name="name" label={t('publicSign.name')} rules={[{ required: true, whitespace: true, message: t('publicSign.nameRequired') }]}>
        <Input maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item name="mobile" label={t('publicSign.mobile')} rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: t('publicSign.mobileInvalid') }]}>
        <Input inputMode="numeric" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Form.Item name="hospital" label={t('publicSign.hospital')} rules={[{ required: true, whitespace: true, message: t('publicSign.hospitalRequired') }]}>
        <AutoComplete
          aria-label={t('publicSign.hospital')}
          placeholder={t('publicSign.hospitalPlaceholder')}
          onSearch={(value) => {
            setTyped(value);
            if (!value.trim()) setHospitals([]);
          }}
          onSelect={(_, option: { value: string; id?: number }) => setPicked(option.id ? { id: option.id, name: option.value } : null)}
          options={hospitals.map((h) => ({ value: h.name, id: h.id, label: h.level ? `${h.name}（${h.level}）` : h.name }))}
          maxLength={100}
        />
      </Form.Item>
      <Form.Item name="department" label={t('publicSign.department')}>
        <Input maxLength={50} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isSubmitting}>
        {t('publicSign.submit')}
      </Button>
    </Form>
  );
}
