import { Button, Col, Form, Input, InputNumber, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FormOptions } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';
import { FormListRow } from './form-list-row';
import type { MeetingFormValues } from './form-values';
import { formatCents } from './money';

/** Approved speakers qualified for the chosen products, each with fee (at most the rate), travel and lecture. */
export function SpeakerFields({ speakers }: { speakers: FormOptions['speakers'] }) {
  const { t } = useTranslation(meetingsNs);
  const form = Form.useFormInstance<MeetingFormValues>();
  const productIds = Form.useWatch('productIds', form) ?? [];
  const chosen = Form.useWatch('speakers', form) ?? [];
  const qualified = speakers.filter((s) => s.productIds.length === 0 || s.productIds.some((id) => productIds.includes(id)));
  const rateOf = (speakerId: number | undefined) => speakers.find((s) => s.id === speakerId)?.feeRateCents;
  return (
    <Form.List name="speakers">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => {
            const speakerId = chosen[index]?.speakerId;
            const rate = rateOf(speakerId);
            return (
              <FormListRow key={field.key} align="top" onRemove={() => remove(field.name)}>
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[field.name, 'speakerId']}
                    rules={[{ required: true, message: t('form.chooseRequired', { field: t('form.speaker') }) }]}
                    extra={rate !== undefined ? t('form.feeRate', { rate: formatCents(rate) }) : undefined}
                  >
                    <Select
                      aria-label={`${t('form.speaker')} ${index + 1}`}
                      placeholder={t('form.speaker')}
                      showSearch={{ optionFilterProp: 'label' }}
                      options={qualified.map((s) => ({
                        value: s.id,
                        label: `${s.name} · ${s.hospitalName} · ${t(`speakerTier.${s.tier}`, { defaultValue: s.tier })}`,
                        disabled: chosen.some((c, i) => i !== index && c?.speakerId === s.id),
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item name={[field.name, 'fee']} rules={[{ required: true, message: t('form.required', { field: t('form.fee') }) }]}>
                    <InputNumber aria-label={`${t('form.fee')} ${index + 1}`} placeholder={t('form.fee')} min={0} precision={2} prefix="¥" style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item name={[field.name, 'travel']}>
                    <InputNumber aria-label={`${t('form.travel')} ${index + 1}`} placeholder={t('form.travel')} min={0} precision={2} prefix="¥" style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={20} md={6}>
                  <Form.Item name={[field.name, 'lectureTitle']}>
                    <Input aria-label={`${t('form.lectureTitle')} ${index + 1}`} placeholder={t('form.lectureTitle')} maxLength={200} />
                  </Form.Item>
                </Col>
              </FormListRow>
            );
          })}
          <Button icon={<PlusOutlined />} onClick={() => add({ fee: null, travel: 0 })} disabled={fields.length >= 20}>
            {t('form.addSpeaker')}
          </Button>
          <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
            {t('form.noSpeakers')}
          </Typography.Text>
        </>
      )}
    </Form.List>
  );
}
