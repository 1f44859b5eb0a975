import { useEffect, useMemo, useState } from 'react';
import { Alert, App, DatePicker, Form, Radio, Select, TimePicker, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DoctorSelect } from '@/components/doctor-select';
import { FormModal, FormModalRow } from '@/components/form-modal';
import { useDoctor } from '@/lib/api/doctors';
import { localizedName } from '@/lib/i18n/i18n';
import { enqueue, isOffline } from '@/lib/offline/outbox';
import { instantOf, wallClockOf } from '@/lib/session/tenant-wall-clock';
import { useCurrentUser } from '@/lib/session/user-info';
import { useAddVisit, type NewVisit } from '../api/add-visit';
import { useCompleteVisit } from '../api/complete-visit';
import { useDoctorVisits } from '../api/get-doctor-visits';
import { visitsNs } from '../locales/i18n';
import { useVisitDisplay } from './use-visit-display';
import { useExistingVisit } from './visit-conflict';
import { QUICK_DURATIONS, roundedNow, visitDefaults, type VisitDefaults } from './visit-duration';
import { VisitNotesField, VisitProductsField } from './visit-fields';

interface QuickLogValues {
  doctorId: number;
  date: Dayjs;
  startTime: Dayjs;
  minutes: number;
  result?: string;
  visitType?: string;
  purpose?: string;
  productIds?: number[];
  notes?: string;
}

/** Fills what the plan being logged or the doctor's last visit gives, once they arrive, in fields the user has not touched. */
function useQuickDefaults(form: FormInstance<QuickLogValues>, doctorId: number | undefined, timeZone: string): VisitDefaults | undefined {
  const userId = useCurrentUser().id;
  const visits = useDoctorVisits(doctorId ?? 0, 0, 20).data?.content;
  const defaults = useMemo(() => (visits ? visitDefaults(visits, userId, new Date()) : undefined), [visits, userId]);
  useEffect(() => {
    const found = defaults;
    if (!found) return;
    const set = (name: keyof QuickLogValues, value: unknown) => {
      if (value !== undefined && !form.isFieldTouched(name)) form.setFieldValue(name, value);
    };
    set('visitType', found.visitType);
    set('purpose', found.purpose);
    if (found.productIds.length) set('productIds', found.productIds);
    if (found.planned) {
      // Logging the plan: its time and length, unless the plan lies ahead (then it happens now).
      const start = new Date(found.planned.startAt);
      const minutes = Math.round((new Date(found.planned.endAt).getTime() - start.getTime()) / 60_000);
      const at = start.getTime() <= Date.now() ? wallClockOf(start, timeZone) : roundedNow(wallClockOf(new Date(), timeZone));
      set('date', at);
      set('startTime', at);
      if (minutes > 0) set('minutes', minutes);
    }
  }, [defaults, form, timeZone]);
  return defaults;
}

/**
 * The quick log: a visit in a few taps. The doctor comes chosen, the start is now, the length is a
 * chip, the result is a chip; the type, purpose and products come from the plan being logged or the
 * doctor's last visit (else the dictionary's first type and purpose). A plan of the caller's with the
 * doctor around now is completed rather than logged again.
 */
export function QuickLogModal({ doctorId, doctorName: knownName, onClose }: { doctorId?: number | undefined; doctorName?: string; onClose(): void }) {
  const { t } = useTranslation(visitsNs);
  const { message } = App.useApp();
  const display = useVisitDisplay();
  const [form] = Form.useForm<QuickLogValues>();
  const addVisit = useAddVisit();
  const complete = useCompleteVisit();
  const existing = useExistingVisit();
  const chosenDoctor = Form.useWatch('doctorId', form) ?? doctorId;
  const doctor = useDoctor(doctorId ?? 0, doctorId !== undefined).data;
  // The name as the page that opened the log shows it, until (or, without a connection, instead of) the doctor's record.
  const doctorName = doctor ? localizedName(display.lang, doctor.doctorName, doctor.doctorNameEn) : knownName;
  const defaults = useQuickDefaults(form, chosenDoctor, display.timeZone);
  const planned = defaults?.planned;
  const [initial] = useState(() => {
    const start = roundedNow(wallClockOf(new Date(), display.timeZone));
    return { doctorId, date: start, startTime: start, minutes: 30 };
  });
  const types = display.options('visitType');
  const purposes = display.options('visitPurpose');
  // Without a visit to take them from, the dictionary's first type and purpose.
  useEffect(() => {
    if (types.length && !form.getFieldValue('visitType')) form.setFieldValue('visitType', types[0]!.value);
    if (purposes.length && !form.getFieldValue('purpose')) form.setFieldValue('purpose', purposes[0]!.value);
  }, [types, purposes, form]);
  const minutes = Form.useWatch('minutes', form) ?? 30;
  const durations = [...new Set([...QUICK_DURATIONS, minutes])].sort((a, b) => a - b);

  const submit = async (values: QuickLogValues) => {
    const startAt = instantOf(values.date, values.startTime, display.timeZone);
    const endAt = new Date(new Date(startAt).getTime() + values.minutes * 60_000).toISOString();
    const notes = values.notes?.trim() || null;
    const common = { startAt, endAt, duration: null, result: values.result!, productIds: values.productIds ?? [] };
    if (planned && planned.doctor.id === values.doctorId) {
      await complete.mutateAsync({ id: planned.id, outcome: { ...common, notes: notes ?? planned.notes, nextStep: null } });
      void message.success(t('form.completed'));
      onClose();
      return;
    }
    const visit: NewVisit = { ...common, notes, doctorId: values.doctorId, status: 'completed', visitType: values.visitType!, purpose: values.purpose!, participantIds: [] };
    try {
      await addVisit.mutateAsync(visit);
      void message.success(t('form.logged'));
      onClose();
    } catch (error) {
      if (!isOffline(error)) throw error;
      const when = `${values.date.format('YYYY-MM-DD')} ${values.startTime.format('HH:mm')}`;
      await enqueue('addVisit', visit, t('form.queuedLog', { doctor: doctorName ?? '', when }));
      void message.info(t('form.queued'));
      onClose();
    }
  };

  const required = (text: string) => [{ required: true, message: text }];
  return (
    <FormModal<QuickLogValues>
      form={form}
      name="quickLog"
      className="visit-form quick-log"
      title={t('quick.title')}
      width={480}
      saving={addVisit.isPending || complete.isPending}
      initialValues={initial}
      summary={planned && <Alert className="quick-log__plan" type="info" showIcon title={t('quick.fromPlan', { time: display.full(planned.startAt) })} />}
      onSubmit={submit}
      refusalAction={existing.action}
      onClose={onClose}
    >
      <Form.Item name="doctorId" label={t('form.doctor')} rules={required(t('form.doctorRequired'))}>
        <DoctorSelect initial={doctorId && doctorName ? { id: doctorId, name: doctorName } : undefined} />
      </Form.Item>
      <FormModalRow>
        <Form.Item name="date" label={t('form.date')} rules={required(t('form.dateRequired'))}>
          <DatePicker allowClear={false} />
        </Form.Item>
        <Form.Item name="startTime" label={t('quick.start')} rules={required(t('form.timeRequired'))}>
          <TimePicker format="HH:mm" minuteStep={5} allowClear={false} needConfirm={false} />
        </Form.Item>
      </FormModalRow>
      <Form.Item name="minutes" label={t('quick.duration')}>
        <Radio.Group optionType="button" className="quick-log__chips" options={durations.map((value) => ({ value, label: t('quick.durationMinutes', { count: value }) }))} />
      </Form.Item>
      <Form.Item name="result" label={t('form.result')} rules={required(t('form.resultRequired'))}>
        <Radio.Group optionType="button" className="quick-log__chips" options={display.options('visitResults')} />
      </Form.Item>
      <VisitProductsField />
      <FormModalRow>
        <Form.Item name="visitType" label={t('form.type')} rules={required(t('form.typeRequired'))}>
          <Select options={types} disabled={Boolean(planned)} />
        </Form.Item>
        <Form.Item name="purpose" label={t('form.purpose')} rules={required(t('form.purposeRequired'))}>
          <Select options={purposes} disabled={Boolean(planned)} />
        </Form.Item>
      </FormModalRow>
      <VisitNotesField />
      {existing.drawer}
    </FormModal>
  );
}
