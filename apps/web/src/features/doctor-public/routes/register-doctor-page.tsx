import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDepartments, type Department } from '../api/departments';
import { useDoctorRegister } from '../api/doctor-session';
import { DoctorShell } from '../components/doctor-shell';
import { DoctorPrivacyNotice } from '../components/doctor-privacy-notice';
import { PhoneCodeFields } from '../components/phone-code-fields';
import { doctorPublicNs } from '../locales/i18n';
import { useSignIn } from './use-sign-in';

interface RegistrationValues {
  name: string;
  phone: string;
  code: string;
  hospitalName: string;
  departmentName?: string;
  agreePrivacy: boolean;
}

interface DepartmentOption {
  value: string;
  title: string;
  children?: DepartmentOption[];
}

function departmentOptions(departments: Department[], lang: 'zh' | 'en'): DepartmentOption[] {
  return departments.map((department) => ({
    value: department.name,
    title: localizedName(lang, department.name, department.nameEn),
    children: department.children?.length ? departmentOptions(department.children, lang) : undefined,
  }));
}

/** `/registerDoctor`: registration with an SMS code (spec 7.3); signs the doctor in on success. */
export default function RegisterDoctorPage() {
  const { t } = useTranslation(doctorPublicNs);
  const lang = useLanguage();
  const [params] = useSearchParams();
  const chatTicket = params.get('chatTicket') ?? undefined;
  const [form] = Form.useForm<RegistrationValues>();
  const { error, setError, signIn } = useSignIn();
  const [notice, setNotice] = useState<string | null>(null);
  // The notice opens over the form, so nothing typed is lost while reading it.
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const departments = useDepartments();
  const register = useDoctorRegister();

  const submit = (values: RegistrationValues) =>
    signIn(() =>
      register.mutateAsync({
        name: values.name.trim(),
        phone: values.phone,
        code: values.code,
        hospitalName: values.hospitalName.trim(),
        departmentName: values.departmentName ?? null,
        agreePrivacy: true,
        chatTicket,
      }),
    );

  return (
    <DoctorShell>
      <h1 className="doctor-card__title">{t('register.title')}</h1>
      <p className="doctor-card__subtitle">{t('register.subtitle')}</p>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
        <Form.Item name="name" label={t('register.name')} rules={[{ required: true, whitespace: true, message: t('register.nameRequired') }]}>
          <Input maxLength={40} autoComplete="name" placeholder={t('register.namePlaceholder')} />
        </Form.Item>
        <PhoneCodeFields form={form} onError={setError} onSent={setNotice} />
        <Form.Item name="hospitalName" label={t('register.hospital')} rules={[{ required: true, whitespace: true, min: 2, message: t('register.hospitalRequired') }]}>
          <Input maxLength={100} placeholder={t('register.hospitalPlaceholder')} />
        </Form.Item>
        <Form.Item name="departmentName" label={t('register.department')}>
          <TreeSelect
            allowClear
            showSearch
            treeNodeFilterProp="title"
            loading={departments.isLoading}
            placeholder={t('register.departmentPlaceholder')}
            treeData={departmentOptions(departments.data ?? [], lang)}
          />
        </Form.Item>
        <Form.Item
          name="agreePrivacy"
          valuePropName="checked"
          rules={[{ validator: (_rule, checked?: boolean) => (checked ? Promise.resolve() : Promise.reject(new Error(t('register.agreeRequired')))) }]}
        >
          <Checkbox>
            {t('register.agree')}{' '}
            <Button
              type="link"
              className="doctor-card__agree-link"
              onClick={(event) => {
                // Reading the notice does not tick the box: only the checkbox or "agree" in the notice does.
                event.preventDefault();
                setPrivacyOpen(true);
              }}
            >
              {t('register.privacy')}
            </Button>
          </Checkbox>
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />}
        {!error && notice && <Alert type="success" showIcon message={notice} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block className="doctor-card__submit" loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
      <div className="doctor-card__links">
        <Link to={chatTicket ? `/doctorLogin?chatTicket=${encodeURIComponent(chatTicket)}` : '/doctorLogin'}>{t('register.toLogin')}</Link>
      </div>
      <DoctorPrivacyNotice
        open={privacyOpen}
        onClose={() => setPrivacyOpen(false)}
        onAccept={() => {
          form.setFieldValue('agreePrivacy', true);
          void form.validateFields(['agreePrivacy']);
          setPrivacyOpen(false);
        }}
      />
    </DoctorShell>
  );
}
