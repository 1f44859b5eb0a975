import { useState } from 'react';
import { Alert, App, DatePicker, Descriptions, Form, Input, Modal, Select, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/request/api-error';
import { useCompleteVisit } from '../api/complete-visit';
import { useMyProducts } from '@/lib/api/products';
import type { Visit } from '../api/visit-types';
import { visitsNs } from '../locales/i18n';
import { useVisitDisplay } from './use-visit-display';
import { durationFor, durationMatchesRule, endAfterStartRule, followTimes } from './visit-duration';
import { instantOf, wallClockOf } from './visit-time-fields';

interface OutcomeValues {
  date: Dayjs;
  startTime: Dayjs;
  endTime: Dayjs;
  duration?: string;
  result: string;
  productIds?: number[];
  notes?: string;
  nextStep?: string;
}

/** Turns a planned visit into a logged one: when it really took place and what came of it. */
export function CompleteVisitModal({ visit, onClose }: { visit: Visit; onClose(): void }) {
  const { t } = useTranslation(visitsNs);
  const { message } = App.useApp();
  const display = useVisitDisplay();
  const products = useMyProducts().data ?? [];
  const complete = useCompleteVisit();
  const [form] = Form.useForm<OutcomeValues>();
  const [serverError, setServerError] = useState<string | null>(null);
  const durations = display.options('visitDuration');
  const now = wallClockOf(new Date(), display.timeZone);
  const plannedStart = wallClockOf(visit.startAt, display.timeZone);
  // A visit planned for later that already happened is logged at the current time by default.
  const start = plannedStart.isAfter(now) ? now.subtract(30, 'minute').second(0) : plannedStart;
  const end = plannedStart.isAfter(now) ? now.second(0) : wallClockOf(visit.endAt, display.timeZone);

  const submit = async (values: OutcomeValues) => {
    setServerError(null);
    try {
      await complete.mutateAsync({
        id: visit.id,
        outcome: {
          startAt: instantOf(values.date, values.startTime, display.timeZone),
          endAt: instantOf(values.date, values.endTime, display.timeZone),
          duration: values.duration ?? null,
          result: values.result,
          productIds: values.productIds ?? [],
          notes: values.notes?.trim() || null,
          nextStep: values.nextStep?.trim() || null,
        },
      });
      void message.success(t('form.completed'));
      onClose();
    } catch (error) {
      setServerError(isApiError(error) ? error.message : String(error));
    }
  };

  return (
    <Modal
      open
      title={t('form.completeTitle')}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={complete.isPending}
      width={640}
      destroyOnHidden
    >
      <Descriptions size="small" column={2} className="visit-form__summary">
        <Descriptions.Item label={t('detail.doctor')}>{display.name(visit.doctor.name, visit.doctor.nameEn)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.hospital')}>{display.name(visit.hospital.name, visit.hospital.nameEn)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.type')}>{display.label('visitType', visit.visitType)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.purpose')}>{display.label('visitPurpose', visit.purpose)}</Descriptions.Item>
      </Descriptions>
      <Form<OutcomeValues>
        form={form}
        name="visitOutcome"
        layout="vertical"
        className="visit-form"
        initialValues={{
          date: start,
          startTime: start,
          endTime: end,
          duration: visit.duration ?? durationFor({ startTime: start, endTime: end }, durations),
          productIds: visit.products.map((p) => p.id),
          notes: visit.notes ?? undefined,
        }}
        onFinish={(values) => void submit(values)}
        onValuesChange={(changed: Partial<OutcomeValues>) => {
          setServerError(null);
          followTimes(form, changed, durations);
        }}
      >
        {serverError && <Alert className="visit-form__error" type="error" showIcon title={t('form.serverError')} description={serverError} role="alert" />}
        <div className="visit-form__row">
          <Form.Item name="date" label={t('form.date')} rules={[{ required: true, message: t('form.dateRequired') }]}>
            <DatePicker allowClear={false} />
          </Form.Item>
          <Form.Item name="startTime" label={t('form.startTime')} rules={[{ required: true, message: t('form.timeRequired') }]}>
            <TimePicker format="HH:mm" minuteStep={5} allowClear={false} needConfirm={false} />
          </Form.Item>
          <Form.Item name="endTime" label={t('form.endTime')} dependencies={['startTime']} rules={[{ required: true, message: t('form.timeRequired') }, endAfterStartRule(t)]}>
            <TimePicker format="HH:mm" minuteStep={5} allowClear={false} needConfirm={false} />
          </Form.Item>
        </div>
        <div className="visit-form__row">
          <Form.Item name="result" label={t('form.result')} rules={[{ required: true, message: t('form.resultRequired') }]}>
            <Select placeholder={t('form.select')} options={display.options('visitResults')} />
          </Form.Item>
          <Form.Item name="duration" label={t('form.duration')} dependencies={['startTime', 'endTime']} rules={[durationMatchesRule(t)]}>
            <Select allowClear placeholder={t('form.select')} options={durations} />
          </Form.Item>
        </div>
        <Form.Item name="productIds" label={t('form.products')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('form.productsPlaceholder')}
            options={products.map((p) => ({ value: p.id, label: display.name(p.name, p.nameEn) }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item name="notes" label={t('form.notes')}>
          <Input.TextArea rows={3} maxLength={2000} showCount placeholder={t('form.notesPlaceholder')} />
        </Form.Item>
        <Form.Item name="nextStep" label={t('form.nextStep')}>
          <Input maxLength={500} placeholder={t('form.nextStepPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
