import { useEffect } from 'react';
import { App, Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { QUALIFICATION_LEVELS, SPEAKER_TIERS, type SpeakerBody } from '@crm/shared/contracts/meeting-master-schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useMyProducts } from '@/lib/api/products';
import { useSaveSpeaker } from '../api/save-speaker';
import type { SpeakerDetail } from '../api/speaker-types';
import { DoctorSelect } from '@/components/doctor-select';
import { yuanToCents } from '@/lib/format';
import { speakerDetailPath } from './paths';
import { speakersNs } from '../locales/i18n';

interface SpeakerFormValues {
  doctorId: number;
  tier: SpeakerBody['tier'];
  feeRateYuan: number;
  contractNo: string;
  contract: [Dayjs, Dayjs];
  qualifications: Array<{ productId?: number | null; topic: string; level: SpeakerBody['qualifications'][number]['level'] }>;
  remark?: string;
}

function toBody(values: SpeakerFormValues): SpeakerBody {
  return {
    doctorId: values.doctorId,
    tier: values.tier,
    feeRateCents: yuanToCents(values.feeRateYuan) ?? 0,
    contractNo: values.contractNo.trim(),
    contractStart: values.contract[0].format('YYYY-MM-DD'),
    contractEnd: values.contract[1].format('YYYY-MM-DD'),
    qualifications: values.qualifications.map((q) => ({ productId: q.productId ?? null, topic: q.topic.trim(), level: q.level })),
    remark: values.remark?.trim() || null,
  };
}

/** A speaker profile: the doctor, tier, fee rate, contract and qualifications per topic; saved as a draft or submitted. */
export function SpeakerForm({ speaker }: { speaker: SpeakerDetail | null }) {
  const { t } = useTranslation(speakersNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<SpeakerFormValues>();
  const products = useMyProducts();
  const save = useSaveSpeaker();

  useEffect(() => {
    if (!speaker) {
      form.setFieldsValue({ tier: 'REGIONAL', qualifications: [{ topic: '', level: 'QUALIFIED' }] });
      return;
    }
    form.setFieldsValue({
      doctorId: speaker.doctorId,
      tier: speaker.tier as SpeakerFormValues['tier'],
      feeRateYuan: speaker.feeRateCents / 100,
      contractNo: speaker.contractNo,
      contract: [dayjs(speaker.contractStart), dayjs(speaker.contractEnd)],
      qualifications: speaker.qualifications.map((q) => ({ productId: q.productId, topic: q.topic, level: q.level as 'EXPERT' | 'QUALIFIED' })),
      remark: speaker.remark ?? '',
    });
  }, [speaker, form]);

  const submit = async (andSubmit: boolean) => {
    const values = await form.validateFields();
    const saved = await save.mutateAsync({ id: speaker?.id ?? null, body: toBody(values), submit: andSubmit });
    void message.success(andSubmit ? t('form.submitted') : t('form.saved'));
    navigate(speakerDetailPath(saved.id), { replace: true });
  };

  const required = (text: string) => ({ required: true, message: text });
  return (
    <Form<SpeakerFormValues> form={form} layout="vertical" className="speaker-form">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="doctorId" label={t('form.doctor')} rules={[required(t('form.doctorRequired'))]}>
            <DoctorSelect
              disabled={speaker !== null}
              initial={
                speaker
                  ? {
                      id: speaker.doctorId,
                      name: `${localizedName(lang, speaker.doctorName, speaker.doctorNameEn)} · ${localizedName(lang, speaker.hospitalName, speaker.hospitalNameEn)}`,
                    }
                  : undefined
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="tier" label={t('form.tier')} rules={[required(t('form.tierRequired'))]}>
            <Select options={SPEAKER_TIERS.map((tier) => ({ value: tier, label: t(`tier.${tier}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="feeRateYuan" label={t('form.feeRate')} tooltip={t('form.feeRateHint')} rules={[required(t('form.feeRateRequired'))]}>
            <InputNumber min={0} max={1_000_000} precision={2} prefix="¥" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contractNo" label={t('form.contractNo')} rules={[{ required: true, whitespace: true, message: t('form.contractNoRequired') }]}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="contract"
            label={t('form.contractPeriod')}
            rules={[
              required(t('form.contractPeriodRequired')),
              {
                validator: async (_, value: [Dayjs, Dayjs] | undefined) => {
                  if (value && !value[1].isAfter(value[0], 'day')) throw new Error(t('form.contractOrder'));
                },
              },
            ]}
          >
            <DatePicker.RangePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>{t('form.qualifications')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('form.qualificationsHint')}</Typography.Paragraph>
      <Form.List name="qualifications">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <div key={field.key} className="speaker-qualification">
                <Form.Item name={[field.name, 'productId']} aria-label={t('form.product')} style={{ width: 220 }}>
                  <Select
                    allowClear
                    placeholder={t('form.productAny')}
                    loading={products.isLoading}
                    options={(products.data ?? []).map((p) => ({ value: p.id, label: localizedName(lang, p.name, p.nameEn) }))}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'topic']} rules={[{ required: true, whitespace: true, message: t('form.topicRequired') }]} style={{ flex: 1, minWidth: 220 }}>
                  <Input placeholder={t('form.topic')} aria-label={t('form.topic')} maxLength={100} />
                </Form.Item>
                <Form.Item name={[field.name, 'level']} style={{ width: 130 }}>
                  <Select aria-label={t('form.level')} options={QUALIFICATION_LEVELS.map((level) => ({ value: level, label: t(`level.${level}`) }))} />
                </Form.Item>
                <Button icon={<DeleteOutlined />} aria-label={t('form.remove')} disabled={fields.length === 1} onClick={() => remove(field.name)} />
              </div>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= 20} onClick={() => add({ topic: '', level: 'QUALIFIED' })}>
              {t('form.addQualification')}
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item name="remark" label={t('form.remark')} style={{ marginTop: 16 }}>
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
      <Space>
        <Button onClick={() => navigate(-1)}>{t('form.cancel')}</Button>
        <Button loading={save.isPending && save.variables?.submit === false} onClick={() => void submit(false).catch(() => undefined)}>
          {t('form.saveDraft')}
        </Button>
        <Button type="primary" loading={save.isPending && save.variables?.submit === true} onClick={() => void submit(true).catch(() => undefined)}>
          {t('form.saveSubmit')}
        </Button>
      </Space>
    </Form>
  );
}
