import { useState } from 'react';
import { App, Button, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DoctorCreate } from '@crm/shared/contracts/customer-doctor-schemas';
import { AGE_RANGES, DOCTOR_SEXES, DOCTOR_TITLES, PRACTICE_CHANNELS } from '@crm/shared/customer-reference';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useHospitalDepartments } from '../../api/reference';
import type { DoctorCard } from '../../api/types';
import { useCreateDoctor } from '../../api/write-doctor';
import { referenceOptions } from '../../lib/reference-label';
import { customersNs } from '../../locales/i18n';
import { DuplicateList } from './duplicate-list';
import { HospitalPicker } from './hospital-picker';

type CreateValues = Omit<DoctorCreate, 'ignoreDuplicates'>;

interface CreateDoctorModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (doctor: DoctorCard) => void;
}

/** `doctor/add` with validation; likely duplicates are shown, with the existing records, before saving. */
export function CreateDoctorModal({ open, onClose, onCreated }: CreateDoctorModalProps) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateValues>();
  const hospitalId = Form.useWatch('hospitalId', form);
  const departments = useHospitalDepartments(hospitalId);
  const create = useCreateDoctor();
  const [duplicates, setDuplicates] = useState<DoctorCard[]>([]);
  const [pending, setPending] = useState<CreateValues | null>(null);

  const close = () => {
    setDuplicates([]);
    setPending(null);
    form.resetFields();
    onClose();
  };

  const save = async (values: CreateValues, ignoreDuplicates: boolean) => {
    const doctor = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() || undefined : value])) as CreateValues;
    const result = await create.mutateAsync({ ...doctor, ignoreDuplicates });
    if (!result.saved) {
      setDuplicates(result.duplicates);
      setPending(doctor);
      return;
    }
    void message.success(t('create.created', { name: result.doctor?.doctorName ?? doctor.doctorName }));
    if (result.doctor) onCreated(result.doctor);
    close();
  };

  const required = (field: string) => ({ required: true, message: t('rules.required', { field }) });
  const footer = pending
    ? [
        <Button key="back" onClick={() => setPending(null)}>
          {t('create.backToForm')}
        </Button>,
        <Button key="anyway" type="primary" danger loading={create.isPending} onClick={() => void save(pending, true)}>
          {t('create.saveAnyway')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={create.isPending} onClick={() => form.submit()}>
          {t('common.save')}
        </Button>,
      ];

  return (
    <Modal open={open} title={t('create.title')} onCancel={close} footer={footer} width={720} destroyOnHidden forceRender>
      {pending && <DuplicateList duplicates={duplicates} onOpen={close} />}
      <Form form={form} layout="vertical" onFinish={(values) => void save(values, false)} hidden={!!pending} requiredMark>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="doctorName"
              label={t('fields.doctorName')}
              rules={[
                { ...required(t('fields.doctorName')), whitespace: true },
                { max: 50, message: t('rules.max', { max: 50 }) },
              ]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="doctorNameEn" label={t('fields.doctorNameEn')} rules={[{ max: 100, message: t('rules.max', { max: 100 }) }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="hospitalId" label={t('fields.hospital')} rules={[required(t('fields.hospital'))]}>
              <HospitalPicker onChange={() => form.setFieldValue('hospitalDepartmentId', undefined)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="hospitalDepartmentId" label={t('fields.department')} rules={[required(t('fields.department'))]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                disabled={!hospitalId}
                loading={departments.isLoading}
                placeholder={hospitalId ? t('create.departmentPlaceholder') : t('create.hospitalFirst')}
                options={(departments.data ?? []).map((department) => ({ value: department.id, label: localizedName(lang, department.name, department.nameEn) }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="titleCode" label={t('fields.doctorTitle')} rules={[required(t('fields.doctorTitle'))]}>
              <Select options={referenceOptions(lang, DOCTOR_TITLES)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="doctorSex" label={t('fields.doctorSex')}>
              <Select allowClear options={referenceOptions(lang, DOCTOR_SEXES)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="mobile" label={t('fields.mobile')} rules={[{ pattern: /^1\d{10}$/, message: t('rules.mobile') }]}>
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="email"
              label={t('fields.email')}
              rules={[
                { type: 'email', message: t('rules.email') },
                { max: 200, message: t('rules.max', { max: 200 }) },
              ]}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="practiceChannel" label={t('fields.practiceChannel')}>
              <Select allowClear options={referenceOptions(lang, PRACTICE_CHANNELS)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="ageRange" label={t('fields.ageRange')}>
              <Select allowClear options={referenceOptions(lang, AGE_RANGES)} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
