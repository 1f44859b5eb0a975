import { DatePicker, Form, Input, Select, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModalRow } from '@/components/form-modal';
import { useColleagues } from '@/lib/api/colleagues';
import { useMyProducts } from '@/lib/api/products';
import { useCurrentUser } from '@/lib/session/user-info';
import { visitsNs } from '../locales/i18n';
import { useVisitDisplay } from './use-visit-display';
import { endAfterStartRule, minutesBetween } from './visit-duration';

type Options = Array<{ value: string; label: string }>;

/** The day of the visit and its start and end times, side by side. */
export function VisitTimeFields() {
  const { t } = useTranslation(visitsNs);
  return (
    <FormModalRow>
      <Form.Item name="date" label={t('form.date')} rules={[{ required: true, message: t('form.dateRequired') }]}>
        <DatePicker allowClear={false} />
      </Form.Item>
      <Form.Item name="startTime" label={t('form.startTime')} rules={[{ required: true, message: t('form.timeRequired') }]}>
        <TimePicker format="HH:mm" minuteStep={5} allowClear={false} needConfirm={false} />
      </Form.Item>
      <Form.Item name="endTime" label={t('form.endTime')} dependencies={['startTime']} rules={[{ required: true, message: t('form.timeRequired') }, endAfterStartRule(t)]}>
        <TimePicker format="HH:mm" minuteStep={5} allowClear={false} needConfirm={false} />
      </Form.Item>
    </FormModalRow>
  );
}

/** What came of the visit, required once it has taken place. */
export function VisitResultField({ options }: { options: Options }) {
  const { t } = useTranslation(visitsNs);
  return (
    <Form.Item name="result" label={t('form.result')} rules={[{ required: true, message: t('form.resultRequired') }]}>
      <Select placeholder={t('form.select')} options={options} />
    </Form.Item>
  );
}

/** How long the visit lasts, derived from its start and end times: shown, never asked for. */
export function VisitDurationShown() {
  const { t } = useTranslation(visitsNs);
  return (
    <Form.Item label={t('form.duration')} shouldUpdate={(before, after) => before.startTime !== after.startTime || before.endTime !== after.endTime}>
      {({ getFieldValue }) => {
        const minutes = minutesBetween({ startTime: getFieldValue('startTime') as Dayjs | undefined, endTime: getFieldValue('endTime') as Dayjs | undefined });
        return <span className="visit-form__duration">{minutes !== null && minutes > 0 ? t('form.minutes', { count: minutes }) : '–'}</span>;
      }}
    </Form.Item>
  );
}

interface PickSeveralFieldProps {
  name: string;
  label: string;
  placeholder: string;
  options: Array<{ value: number; label: string }>;
  maxCount?: number;
}

/** A visit field that picks several of its options, found by typing part of their labels. */
function PickSeveralField({ name, label, placeholder, options, maxCount }: PickSeveralFieldProps) {
  return (
    <Form.Item name={name} label={label}>
      <Select mode="multiple" allowClear placeholder={placeholder} options={options} optionFilterProp="label" maxCount={maxCount} />
    </Form.Item>
  );
}

/** The user's products that the visit was about. */
export function VisitProductsField() {
  const { t } = useTranslation(visitsNs);
  const display = useVisitDisplay();
  const products = useMyProducts().data ?? [];
  const options = products.map((p) => ({ value: p.id, label: display.name(p.name, p.nameEn) }));
  return <PickSeveralField name="productIds" label={t('form.products')} placeholder={t('form.productsPlaceholder')} options={options} />;
}

/** The colleagues who joined the visit, ten at the most. */
export function VisitParticipantsField() {
  const { t } = useTranslation(visitsNs);
  const display = useVisitDisplay();
  const colleagues = useColleagues(useCurrentUser().id).data?.content ?? [];
  const options = colleagues.map((c) => ({ value: c.id, label: display.name(c.firstName, c.nameEn) }));
  return <PickSeveralField name="participantIds" label={t('form.participants')} placeholder={t('form.participantsPlaceholder')} options={options} maxCount={10} />;
}

export function VisitNotesField() {
  const { t } = useTranslation(visitsNs);
  return (
    <Form.Item name="notes" label={t('form.notes')}>
      <Input.TextArea rows={3} maxLength={2000} showCount placeholder={t('form.notesPlaceholder')} />
    </Form.Item>
  );
}

export function VisitNextStepField() {
  const { t } = useTranslation(visitsNs);
  return (
    <Form.Item name="nextStep" label={t('form.nextStep')}>
      <Input maxLength={500} placeholder={t('form.nextStepPlaceholder')} />
    </Form.Item>
  );
}
