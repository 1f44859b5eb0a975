import { App, Button, Drawer, Form, Input, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AGE_RANGES, HOSPITAL_LEVELS } from '@crm/shared/customer-reference';
import { useLanguage } from '@/lib/i18n/i18n';
import type { DoctorDetail } from '../../api/types';
import { useSaveArchive } from '../../api/write-doctor';
import { archiveFormValues, archivePayload, type ArchiveFormValues } from '../../lib/archive-values';
import { referenceOptions } from '../../lib/reference-label';
import { customersNs } from '../../locales/i18n';
import { NamedPositionList } from './named-position-list';

interface ArchiveDrawerProps {
  doctor: DoctorDetail;
  open: boolean;
  onClose: () => void;
}

/** `archive/add`: the doctor's profile archive (resume, specialty, practice sites, positions, titles…). */
export function ArchiveDrawer({ doctor, open, onClose }: ArchiveDrawerProps) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<ArchiveFormValues>();
  const save = useSaveArchive();
  const listOf = (max: number) => ({ mode: 'tags' as const, open: false, tokenSeparators: [',', '，', ';', '；'], maxCount: max, suffixIcon: null });

  const submit = async (values: ArchiveFormValues) => {
    await save.mutateAsync(archivePayload(doctor.id, values));
    void message.success(t('archive.saved'));
    onClose();
  };

  return (
    <Drawer
      open={open}
      size={720}
      title={t('archive.title', { name: doctor.doctorName })}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space className="drawer-footer">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={archiveFormValues(doctor)} onFinish={(values) => void submit(values)}>
        <Space className="form-row" align="start" wrap>
          <Form.Item name="nativePlace" label={t('fields.nativePlace')} rules={[{ max: 50, message: t('rules.max', { max: 50 }) }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="ageRange" label={t('fields.ageRange')}>
            <Select allowClear options={referenceOptions(lang, AGE_RANGES)} className="form-row__select" />
          </Form.Item>
          <Form.Item name="workingTime" label={t('fields.workingTime')} rules={[{ max: 50, message: t('rules.max', { max: 50 }) }]}>
            <Input maxLength={50} placeholder={t('archive.workingTimePlaceholder')} />
          </Form.Item>
        </Space>
        <Form.Item name="degrees" label={t('fields.degreeTitle')} extra={t('archive.degreesHint')}>
          <Select {...listOf(10)} aria-label={t('fields.degreeTitle')} />
        </Form.Item>
        <Form.Item name="personalResume" label={t('fields.personalResume')} rules={[{ max: 5000, message: t('rules.max', { max: 5000 }) }]}>
          <Input.TextArea rows={4} maxLength={5000} showCount />
        </Form.Item>
        <Form.Item name="professionalDirection" label={t('fields.professionalDirection')} rules={[{ max: 1000, message: t('rules.max', { max: 1000 }) }]}>
          <Input.TextArea rows={2} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item name="indication" label={t('fields.indication')} extra={t('archive.listHint')}>
          <Select {...listOf(20)} aria-label={t('fields.indication')} />
        </Form.Item>
        <Form.Item label={t('archive.servingHospitals')}>
          <Form.List name="servingHospital">
            {(rows, { add, remove }) => (
              <>
                {rows.map((row) => (
                  <Space key={row.key} align="baseline" className="form-list-row" wrap>
                    <Form.Item
                      name={[row.name, 'hospital']}
                      rules={[
                        { required: true, whitespace: true, message: t('rules.required', { field: t('fields.hospital') }) },
                        { max: 100, message: t('rules.max', { max: 100 }) },
                      ]}
                    >
                      <Input placeholder={t('fields.hospital')} aria-label={t('fields.hospital')} />
                    </Form.Item>
                    <Form.Item name={[row.name, 'department']} rules={[{ max: 50, message: t('rules.max', { max: 50 }) }]}>
                      <Input placeholder={t('fields.department')} aria-label={t('fields.department')} />
                    </Form.Item>
                    <Form.Item name={[row.name, 'hospitalLevel']}>
                      <Select allowClear placeholder={t('fields.hospitalLevel')} options={referenceOptions(lang, HOSPITAL_LEVELS)} className="form-row__select" />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(row.name)} aria-label={t('common.delete')} />
                  </Space>
                ))}
                <Button type="dashed" onClick={() => add({ hospital: '', department: '', hospitalLevel: null })} icon={<PlusOutlined />}>
                  {t('archive.addSite')}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="administrativePosition" label={t('fields.administrativePosition')} extra={t('archive.listHint')}>
          <Select {...listOf(20)} aria-label={t('fields.administrativePosition')} />
        </Form.Item>
        <Form.Item name="mainAcademicTitle" label={t('fields.mainAcademicTitle')} extra={t('archive.listHint')}>
          <Select {...listOf(20)} aria-label={t('fields.mainAcademicTitle')} />
        </Form.Item>
        <NamedPositionList name="association" label={t('fields.association')} nameLabel={t('archive.associationName')} positionLabel={t('archive.position')} />
        <NamedPositionList name="academicJournal" label={t('fields.academicJournal')} nameLabel={t('archive.journalName')} positionLabel={t('archive.journalRole')} />
      </Form>
    </Drawer>
  );
}
