import { useEffect, useState } from 'react';
import { App, Form, Select, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal, FormModalRow } from '@/components/form-modal';
import { useCurrentUser } from '@/lib/session/user-info';
import { proposedSlot } from '@/lib/session/proposed-slot';
import { wallClockOf } from '@/lib/session/tenant-wall-clock';
import { useAddVisit, type NewVisit } from '../api/add-visit';
import { useDoctorVisits } from '../api/get-doctor-visits';
import { visitsNs } from '../locales/i18n';
import { DoctorSelect } from '@/components/doctor-select';
import { enqueue, isOffline } from '@/lib/offline/outbox';
import { useVisitDisplay } from './use-visit-display';
import { useExistingVisit } from './visit-conflict';
import { loggedVisitTimes, visitDefaults } from './visit-duration';
import { VisitDurationShown, VisitNextStepField, VisitNotesField, VisitParticipantsField, VisitProductsField, VisitResultField, VisitTimeFields } from './visit-fields';
import { intervalOf, type VisitTimes } from './visit-time-fields';

export type VisitFormMode = 'log' | 'plan';

interface VisitFormValues extends VisitTimes {
  doctorId: number;
  visitType: string;
  purpose: string;
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
    // A plan starts at 10:00 of the chosen day, or of the next working day still ahead; never in the past:
    // later on the chosen day itself, it starts at the next half hour.
    let start = day ? dayjs(`${day}T10:00`) : proposedSlot(10, { timeZone });
    if (start.isBefore(now)) {
      const nextHalfHour = now.startOf('minute').add(30 - (now.minute() % 30), 'minute');
      start = nextHalfHour.isSame(start, 'day') ? nextHalfHour : proposedSlot(10, { timeZone });
    }
    return { date: start, startTime: start, endTime: start.add(30, 'minute') };
  }
  return loggedVisitTimes(now);
}

/** What the doctor's last visit gives a new one (type, purpose, products), in the fields the user has not touched yet. */
function useDefaultsOfDoctor(form: FormInstance<VisitFormValues>, doctorId: number | undefined) {
  const userId = useCurrentUser().id;
  const visits = useDoctorVisits(doctorId ?? 0, 0, 20).data?.content;
  useEffect(() => {
    if (!visits) return;
    const defaults = visitDefaults(visits, userId, new Date());
    const fill = (name: 'visitType' | 'purpose' | 'productIds', value: unknown) => {
      if (value === undefined || form.isFieldTouched(name)) return;
      const current: unknown = form.getFieldValue(name);
      if (current === undefined || (Array.isArray(current) && current.length === 0)) form.setFieldValue(name, value);
    };
    fill('visitType', defaults.visitType);
    fill('purpose', defaults.purpose);
    fill('productIds', defaults.productIds.length ? defaults.productIds : undefined);
  }, [visits, userId, form]);
}

/** Logs a visit that happened, or plans one; the server's refusal is shown in the form. */
export function VisitFormModal({ mode, day, doctor, onClose }: VisitFormModalProps) {
  const { t } = useTranslation(visitsNs);
  const { message } = App.useApp();
  const display = useVisitDisplay();
  const addVisit = useAddVisit();
  const [form] = Form.useForm<VisitFormValues>();
  const [doctorLabel, setDoctorLabel] = useState(doctor?.name);
  const isLog = mode === 'log';
  const [initial] = useState(() => initialValues(mode, display.timeZone, day));
  const existing = useExistingVisit();
  useDefaultsOfDoctor(form, Form.useWatch('doctorId', form) ?? doctor?.id);

  const submit = async (values: VisitFormValues) => {
    const visit: NewVisit = {
      doctorId: values.doctorId,
      status: isLog ? 'completed' : 'planned',
      ...intervalOf(values, display.timeZone),
      visitType: values.visitType,
      purpose: values.purpose,
      // The server derives the duration from the start and end.
      duration: null,
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
      if (!isOffline(error)) throw error;
      // No connection: the visit waits on the device and is sent, once, when it returns.
      const when = `${values.date.format('YYYY-MM-DD')} ${values.startTime.format('HH:mm')}`;
      await enqueue('addVisit', visit, t(isLog ? 'form.queuedLog' : 'form.queuedPlan', { doctor: doctorLabel ?? '', when }));
      void message.info(t('form.queued'));
      onClose();
    }
  };

  const required = (text: string) => [{ required: true, message: text }];
  return (
    <FormModal<VisitFormValues>
      form={form}
      name="visitForm"
      className="visit-form"
      title={isLog ? t('form.logTitle') : t('form.planTitle')}
      width={720}
      saving={addVisit.isPending}
      initialValues={{ ...initial, doctorId: doctor?.id }}
      onSubmit={submit}
      refusalAction={existing.action}
      onClose={onClose}
    >
      <Form.Item name="doctorId" label={t('form.doctor')} rules={required(t('form.doctorRequired'))}>
        <DoctorSelect initial={doctor} onPicked={setDoctorLabel} />
      </Form.Item>
      <VisitTimeFields />
      <FormModalRow>
        <Form.Item name="visitType" label={t('form.type')} rules={required(t('form.typeRequired'))}>
          <Select placeholder={t('form.select')} options={display.options('visitType')} />
        </Form.Item>
        <Form.Item name="purpose" label={t('form.purpose')} rules={required(t('form.purposeRequired'))}>
          <Select placeholder={t('form.select')} options={display.options('visitPurpose')} />
        </Form.Item>
        <VisitDurationShown />
      </FormModalRow>
      {isLog && <VisitResultField options={display.options('visitResults')} />}
      <VisitProductsField />
      <VisitParticipantsField />
      <VisitNotesField />
      {isLog && <VisitNextStepField />}
      {existing.drawer}
    </FormModal>
  );
}
