import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MEETING_TYPES } from '@crm/shared/contracts/meeting-schemas';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { FormOptions } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';
import type { MeetingFormValues } from './form-values';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** The application's basics: type, topic, products, start and end, the venue or online link, attendance, institution, supplier and description. */
export function MeetingBasicsFields({ options }: { options: FormOptions }) {
  const { t } = useTranslation(meetingsNs);
  const lang = useLanguage();
  const form = Form.useFormInstance<MeetingFormValues>();
  const type = Form.useWatch('type', form);
  const name = (option: { name: string; nameEn: string | null }) => localizedName(lang, option.name, option.nameEn);
  const required = (field: string, choose = false) => [{ required: true, message: t(choose ? 'form.chooseRequired' : 'form.required', { field: t(field) }) }];
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="type" label={t('form.type')} rules={required('form.type', true)}>
          <Select options={MEETING_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="topic" label={t('form.topic')} rules={[...required('form.topic'), { min: 2, max: 200 }]}>
          <Input placeholder={t('form.topicPlaceholder')} maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="productIds" label={t('form.products')} rules={required('form.products', true)}>
          <Select mode="multiple" maxCount={10} optionFilterProp="label" options={options.products.map((p) => ({ value: p.id, label: name(p) }))} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          name="startAt"
          label={t('form.startAt')}
          rules={[
            ...required('form.startAt', true),
            {
              validator: (_, value: MeetingFormValues['startAt'] | undefined) =>
                !value || value.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('form.startPast'))),
            },
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} needConfirm={false} style={{ width: '100%' }} aria-label={t('form.startAt')} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          name="endAt"
          label={t('form.endAt')}
          dependencies={['startAt']}
          rules={[
            ...required('form.endAt', true),
            ({ getFieldValue }) => ({
              validator: (_, value: MeetingFormValues['endAt'] | undefined) =>
                !value || !getFieldValue('startAt') || value.isAfter(getFieldValue('startAt')) ? Promise.resolve() : Promise.reject(new Error(t('form.endAfterStart'))),
            }),
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} needConfirm={false} style={{ width: '100%' }} aria-label={t('form.endAt')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        {type === 'ONLINE' ? (
          <Form.Item name="onlineLink" label={t('form.onlineLink')} rules={[...required('form.onlineLink'), { type: 'url', message: t('form.linkInvalid') }]}>
            <Input placeholder="https://" maxLength={500} />
          </Form.Item>
        ) : (
          <Form.Item name="venue" label={t('form.venue')} rules={required('form.venue')}>
            <Input maxLength={200} />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="expectedAttendees" label={t('form.expectedAttendees')} rules={required('form.expectedAttendees')}>
          <InputNumber min={1} max={5000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="institutionId" label={t('form.institution')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={options.institutions.map((i) => ({ value: i.id, label: name(i) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="supplierId" label={t('form.supplier')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={options.suppliers.map((s) => ({ value: s.id, label: name(s) }))} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="description" label={t('form.description')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
      </Col>
    </Row>
  );
}
