import { Button, Col, Form, Input, Select, TimePicker } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FormOptions } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';
import { FormListRow } from './form-list-row';
import type { MeetingFormValues } from './form-values';

/** The agenda: time, item and which of the meeting's speakers gives it. */
export function AgendaFields({ speakers }: { speakers: FormOptions['speakers'] }) {
  const { t } = useTranslation(meetingsNs);
  const form = Form.useFormInstance<MeetingFormValues>();
  const chosen = (Form.useWatch('speakers', form) ?? []).map((s) => s?.speakerId).filter(Boolean);
  const options = speakers.filter((s) => chosen.includes(s.id)).map((s) => ({ value: s.id, label: s.name }));
  return (
    <Form.List name="agenda">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <FormListRow key={field.key} onRemove={() => remove(field.name)}>
              <Col xs={8} md={4}>
                <Form.Item name={[field.name, 'startsAt']} rules={[{ required: true, message: t('form.required', { field: t('form.agendaTime') }) }]}>
                  <TimePicker aria-label={`${t('form.agendaTime')} ${index + 1}`} format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={16} md={12}>
                <Form.Item name={[field.name, 'title']} rules={[{ required: true, message: t('form.required', { field: t('form.agendaTitle') }) }]}>
                  <Input aria-label={`${t('form.agendaTitle')} ${index + 1}`} placeholder={t('form.agendaTitle')} maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={20} md={6}>
                <Form.Item name={[field.name, 'speakerId']}>
                  <Select aria-label={`${t('form.agendaSpeaker')} ${index + 1}`} placeholder={t('form.agendaSpeaker')} allowClear options={options} />
                </Form.Item>
              </Col>
            </FormListRow>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ startsAt: null, title: '' })} disabled={fields.length >= 50}>
            {t('form.addAgenda')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
