import { useEffect, useState } from 'react';
import { Alert, App, DatePicker, Form, Input, Modal, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/request/api-error';
import { useCurrentUser } from '@/lib/session/user-info';
import { useAddVisit, type NewVisit } from '../api/add-visit';
import { useColleagues } from '@/lib/api/colleagues';
import { useMyProducts } from '@/lib/api/products';
import { visitsNs } from '../locales/i18n';
import { DoctorSelect } from '@/components/doctor-select';
import { enqueue, isOffline } from '@/lib/offline/outbox';
import { useVisitDisplay } from './use-visit-display';
import { durationFor, durationMatchesRule, endAfterStartRule, followTimes, timesOf } from './visit-duration';
import { instantOf, wallClockOf } from './visit-time-fields';

export type VisitFormMode = 'log' | 'plan';

interface VisitFormValues {
  doctorId: number;
  date: Dayjs;
  startTime: Dayjs;
  endTime: Dayjs;
  visitType: string;
  purpose: string;
  duration?: string;
  result?: string;
  productIds?: number[];
  participantIds?: number[];
  notes?: string;
  nextStep?: string;
}

interface VisitFormModalProps {
  mode: VisitFormMode;
  /** A day chosen on the calendar (YYYY-MM-DD). */
  day?: string | undefined;
  /** The doctor the visit is with, when it is logged from the doctor's page. */
  doctor?: { id: number; name: string } | undefined;
  onClose(): void;
}

function initialValues(mode: VisitFormMode, timeZone: string, day: string | undefined): Partial<VisitFormValues> {
  const now = wallClockOf(new Date(), timeZone);
  if (mode === 'plan') {
    const start = day ? dayjs(`${day}T10:00`) : now.add(1, 'day').hour(10).minute(0).second(0);
    return { date: start, startTime: start, endTime: start.add(30, 'minute') };
  }
  const end = now.minute(Math.floor(now.minute() / 5) * 5).second(0);
  return { date: end, startTime: end.subtract(30, 'minute'), endTime: end };
}

/** Logs a visit that happened, or plans one; the server's refusal is shown in the form. */
export function VisitFormModal({ mode, day, doctor, onClose }: VisitFormModalProps) {
  const { t } = useTranslation(visitsNs);
  const { message } = App.useApp();
  const display = useVisitDisplay();
  const user = useCurrentUser();
  const products = useMyProducts().data ?? [];
  const colleagues = useColleagues(user.id).data?.content ?? [];
  const addVisit = useAddVisit();
  const [form] = Form.useForm<VisitFormValues>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [doctorLabel, setDoctorLabel] = useState(doctor?.name);
  const isLog = mode === 'log';
  const durations = display.options('visitDuration');
  const [initial] = useState(() => initialValues(mode, display.timeZone, day));

  // The dictionary may arrive after the form opens: the duration then follows the times, unless already chosen.
  useEffect(() => {
    if (form.getFieldValue('duration')) return;
    const duration = durationFor(timesOf(form), durations);
    if (duration) form.setFieldValue('duration', duration);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options are rebuilt each render; their number tells when they arrive
  }, [durations.length, form]);

  const submit = async (values: VisitFormValues) => {
    setServerError(null);
    const visit: NewVisit = {
      doctorId: values.doctorId,
      status: isLog ? 'completed' : 'planned',
      startAt: instantOf(values.date, values.startTime, display.timeZone),
      endAt: instantOf(values.date, values.endTime, display.timeZone),
      visitType: values.visitType,
      purpose: values.purpose,
      duration: values.duration ?? null,
      result: isLog ? (values.result ?? null) : null,
      productIds: values.productIds ?? [],
      participantIds: values.participantIds ?? [],
      notes: values.notes?.trim() || null,
      nextStep: isLog ? values.nextStep?.trim() || null : null,
    };
    try {
      await addVisit.mutateAsync(visit);
      void message.success(isLog ? t('form.logged') : t('form.planned'));
      onClose();
    } catch (error) {
      if (!isOffline(error)) return setServerError(isApiError(error) ? error.message : String(error));
      // No connection: the visit waits on the device and is sent, once, when it returns.
      const when = `${values.date.format('YYYY-MM-DD')} ${values.startTime.format('HH:mm')}`;
      await enqueue('addVisit', visit, t(isLog ? 'form.queuedLog' : 'form.queuedPlan', { doctor: doctorLabel ?? '', when }));
      void message.info(t('form.queued'));
      onClose();
    }
  };

  const required = (text: string) => [{ required: true, message: text }];
  return (
    <Modal
      open
      title={isLog ? t('form.logTitle') : t('form.planTitle')}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={addVisit.isPending}
      width={720}
      destroyOnHidden
    >
      <Form<VisitFormValues>
        form={form}
        name="visitForm"
        layout="vertical"
        className="visit-form"
        initialValues={{ ...initial, duration: durationFor(initial, durations), doctorId: doctor?.id }}
        onFinish={(values) => void submit(values)}
        onValuesChange={(changed: Partial<VisitFormValues>) => {
          setServerError(null);
          followTimes(form, changed, durations);
        }}
      >
        {serverError && <Alert className="visit-form__error" type="error" showIcon title={t('form.serverError')} description={serverError} role="alert" />}
        <Form.Item name="doctorId" label={t('form.doctor')} rules={required(t('form.doctorRequired'))}>
          <DoctorSelect initial={doctor} onPicked={setDoctorLabel} />
        </Form.Item>
        <div className="visit-form__row">
          <Form.Item name="date" label={t('form.date')} rules={required(t('form.dateRequired'))}>
            <DatePicker allowClear={false} />
          </Form.Item>
          <Form.Item name="startTime" label={t('form.startTime')} rules={required(t('form.timeRequired'))}>
            <TimePicker format="HH:mm" minuteStep={5} allowClear={false} needConfirm={false} />
          </Form.Item>
          <Form.Item name="endTime" label={t('form.endTime')} dependencies={['startTime']} rules={[...required(t('form.timeRequired')), endAfterStartRule(t)]}>
            <TimePicker format="HH:mm" minuteStep={5} allowClear={false} needConfirm={false} />
          </Form.Item>
        </div>
        <div className="visit-form__row">
          <Form.Item name="visitType" label={t('form.type')} rules={required(t('form.typeRequired'))}>
            <Select placeholder={t('form.select')} options={display.options('visitType')} />
          </Form.Item>
          <Form.Item name="purpose" label={t('form.purpose')} rules={required(t('form.purposeRequired'))}>
            <Select placeholder={t('form.select')} options={display.options('visitPurpose')} />
          </Form.Item>
          <Form.Item name="duration" label={t('form.duration')} dependencies={['startTime', 'endTime']} rules={[durationMatchesRule(t)]}>
            <Select allowClear placeholder={t('form.select')} options={durations} />
          </Form.Item>
        </div>
        {isLog && (
          <Form.Item name="result" label={t('form.result')} rules={required(t('form.resultRequired'))}>
            <Select placeholder={t('form.select')} options={display.options('visitResults')} />
          </Form.Item>
        )}
        <Form.Item name="productIds" label={t('form.products')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('form.productsPlaceholder')}
            options={products.map((p) => ({ value: p.id, label: display.name(p.name, p.nameEn) }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item name="participantIds" label={t('form.participants')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('form.participantsPlaceholder')}
            options={colleagues.map((c) => ({ value: c.id, label: display.name(c.firstName, c.nameEn) }))}
            optionFilterProp="label"
            maxCount={10}
          />
        </Form.Item>
        <Form.Item name="notes" label={t('form.notes')}>
          <Input.TextArea rows={3} maxLength={2000} showCount placeholder={t('form.notesPlaceholder')} />
        </Form.Item>
        {isLog && (
          <Form.Item name="nextStep" label={t('form.nextStep')}>
            <Input maxLength={500} placeholder={t('form.nextStepPlaceholder')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
