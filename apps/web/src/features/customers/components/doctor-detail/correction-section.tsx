import { App, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompactTable } from '@/components/compact-table';
import { useLanguage } from '@/lib/i18n/i18n';
import { useDoctor } from '@/lib/api/doctors';
import { useDoctorFields } from '../../api/reference';
import type { DoctorDetail } from '../../api/types';
import { useRequestCorrection } from '../../api/write-doctor';
import type { DoctorDetailSectionProps } from '@/lib/doctor-sections';
import { correctionValueLabel } from '../../lib/correction-values';
import { CorrectionStatusTag } from '../corrections/correction-status-tag';
import { customersNs } from '../../locales/i18n';
import { formatWhen } from '@/lib/when';

type Correction = DoctorDetail['corrections'][number];
interface CorrectionValues {
  field: string;
  newValue: string;
  reason?: string;
}

function currentValue(doctor: DoctorDetail, field: string | undefined): string | null {
  if (!field) return null;
  const value = (doctor as unknown as Record<string, unknown>)[field];
  if (value === null || value === undefined) return null;
  return Array.isArray(value) ? value.join('; ') : String(value);
}

/** Asks the data stewards to correct one field of the doctor's data; earlier requests with their state. */
export default function CorrectionSection({ doctorId }: DoctorDetailSectionProps) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const id = Number(doctorId);
  const doctor = useDoctor(id).data;
  const fields = useDoctorFields();
  const correct = useRequestCorrection(id);
  const [form] = Form.useForm<CorrectionValues>();
  const field = Form.useWatch('field', form);
  if (!doctor) return null;
  const fieldLabel = (name: string) => {
    const found = fields.data?.find((candidate) => candidate.field === name);
    return found ? (lang === 'en' ? found.labelEn : found.label) : name;
  };
  const current = currentValue(doctor, field);

  const submit = async (values: CorrectionValues) => {
    await correct.mutateAsync({ field: values.field, newValue: values.newValue.trim(), reason: values.reason?.trim() || undefined });
    void message.success(t('correction.sent'));
    form.resetFields();
  };

  return (
    <div className="doctor-sections">
      <Card size="small" title={t('correction.title')} extra={<Typography.Text type="secondary">{t('correction.hint')}</Typography.Text>}>
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} className="correction-form">
          <Form.Item name="field" label={t('correction.field')} rules={[{ required: true, message: t('rules.required', { field: t('correction.field') }) }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={fields.isLoading}
              options={(fields.data ?? [])
                .filter((candidate) => candidate.correctable)
                .map((candidate) => ({ value: candidate.field, label: lang === 'en' ? candidate.labelEn : candidate.label }))}
            />
          </Form.Item>
          {field && (
            <Form.Item label={t('correction.current')}>
              <Typography.Text type={current ? undefined : 'secondary'}>{current ? correctionValueLabel(lang, field!, current) : t('common.none')}</Typography.Text>
            </Form.Item>
          )}
          <Form.Item
            name="newValue"
            label={t('correction.newValue')}
            rules={[
              { required: true, whitespace: true, message: t('rules.required', { field: t('correction.newValue') }) },
              { max: 500, message: t('rules.max', { max: 500 }) },
            ]}
          >
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="reason" label={t('correction.reason')} rules={[{ max: 500, message: t('rules.max', { max: 500 }) }]}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={correct.isPending}>
            {t('correction.submit')}
          </Button>
        </Form>
      </Card>
      <Card size="small" title={t('correction.history')}>
        <CompactTable<Correction>
          rowKey="id"
          dataSource={doctor.corrections}
          locale={{ emptyText: t('common.empty') }}
          columns={[
            { key: 'field', title: t('correction.field'), render: (_, row) => fieldLabel(row.field) },
            { key: 'old', title: t('correction.current'), render: (_, row) => correctionValueLabel(lang, row.field, row.oldValue) },
            { key: 'new', title: t('correction.newValue'), render: (_, row) => correctionValueLabel(lang, row.field, row.newValue) },
            { key: 'reason', title: t('correction.reason'), render: (_, row) => row.reason ?? '' },
            { key: 'status', title: t('correction.status'), render: (_, row) => <CorrectionStatusTag status={row.status} /> },
            {
              key: 'rejectReason',
              title: t('correction.rejectReason'),
              render: (_, row) => (row.rejectReason ? <Typography.Text type="danger">{row.rejectReason}</Typography.Text> : ''),
            },
            { key: 'createdAt', title: t('correction.createdAt'), render: (_, row) => formatWhen(row.createdAt) },
          ]}
        />
      </Card>
    </div>
  );
}
