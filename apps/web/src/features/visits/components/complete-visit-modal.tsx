import { App, Descriptions, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, FormModalRow } from '@/components/form-modal';
import { wallClockOf } from '@/lib/session/tenant-wall-clock';
import { useCompleteVisit } from '../api/complete-visit';
import type { Visit } from '../api/visit-types';
import { visitsNs } from '../locales/i18n';
import { useVisitDisplay } from './use-visit-display';
import { useExistingVisit } from './visit-conflict';
import { VisitDurationShown, VisitNextStepField, VisitNotesField, VisitProductsField, VisitResultField, VisitTimeFields } from './visit-fields';
import { intervalOf, type VisitTimes } from './visit-time-fields';

interface OutcomeValues extends VisitTimes {
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
  const complete = useCompleteVisit();
  const [form] = Form.useForm<OutcomeValues>();
  const existing = useExistingVisit();
  const now = wallClockOf(new Date(), display.timeZone);
  const plannedStart = wallClockOf(visit.startAt, display.timeZone);
  // A visit planned for later that already happened is logged at the current time by default.
  const start = plannedStart.isAfter(now) ? now.subtract(30, 'minute').second(0) : plannedStart;
  const end = plannedStart.isAfter(now) ? now.second(0) : wallClockOf(visit.endAt, display.timeZone);

  const submit = async (values: OutcomeValues) => {
    await complete.mutateAsync({
      id: visit.id,
      outcome: {
        ...intervalOf(values, display.timeZone),
        // The server derives the duration from the start and end.
        duration: null,
        result: values.result,
        productIds: values.productIds ?? [],
        notes: values.notes?.trim() || null,
        nextStep: values.nextStep?.trim() || null,
      },
    });
    void message.success(t('form.completed'));
    onClose();
  };

  return (
    <FormModal<OutcomeValues>
      form={form}
      name="visitOutcome"
      className="visit-form"
      title={t('form.completeTitle')}
      width={640}
      saving={complete.isPending}
      summary={
        <Descriptions size="small" column={2} className="visit-form__summary">
          <Descriptions.Item label={t('detail.doctor')}>{display.name(visit.doctor.name, visit.doctor.nameEn)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.hospital')}>{display.name(visit.hospital.name, visit.hospital.nameEn)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.type')}>{display.label('visitType', visit.visitType)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.purpose')}>{display.label('visitPurpose', visit.purpose)}</Descriptions.Item>
        </Descriptions>
      }
      initialValues={{
        date: start,
        startTime: start,
        endTime: end,
        productIds: visit.products.map((p) => p.id),
        notes: visit.notes ?? undefined,
      }}
      onSubmit={submit}
      refusalAction={existing.action}
      onClose={onClose}
    >
      <VisitTimeFields />
      <FormModalRow>
        <VisitResultField options={display.options('visitResults')} />
        <VisitDurationShown />
      </FormModalRow>
      <VisitProductsField />
      <VisitNotesField />
      <VisitNextStepField />
      {existing.drawer}
    </FormModal>
  );
}
