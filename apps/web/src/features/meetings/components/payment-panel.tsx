import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXPENSE_CATEGORIES, type MeetingPaymentBody } from '@crm/shared/contracts/meeting-schemas';
import { CompactTable } from '@/components/compact-table';
import { isApiError } from '@/lib/request/api-error';
import { useSavePayment, useSubmitPayment } from '../api/meeting-mutations';
import type { MeetingDetail } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';
import { FileUploadButton } from './file-upload-button';
import { MeetingFiles } from './meeting-files';
import { centsToYuan, formatCents, yuanToCents } from './money';

interface PaymentValues {
  lines: Record<string, number | null>;
  speakers: Record<string, { fee: number | null; travel: number | null }>;
  remark?: string;
}

function initialValues(meeting: MeetingDetail): PaymentValues {
  const sum = (category: string, pick: 'estimatedCents' | 'actualCents') =>
    meeting.budgetLines.filter((l) => l.category === category).reduce((total, l) => total + (l[pick] ?? 0), 0);
  const recorded = meeting.actualTotalCents !== null;
  return {
    lines: Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, centsToYuan(recorded ? sum(c, 'actualCents') : sum(c, 'estimatedCents'))])),
    speakers: Object.fromEntries(
      meeting.speakers.map((s) => [String(s.speakerId), { fee: centsToYuan(s.actualFeeCents ?? s.feeCents), travel: centsToYuan(s.actualTravelCents ?? s.travelCents) }]),
    ),
    remark: meeting.paymentRemark ?? '',
  };
}

/** The applicant's settlement: actual expenses per line with their invoices, paid fees, then payment approval. */
export function PaymentPanel({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation(meetingsNs);
  const { message } = App.useApp();
  const [form] = Form.useForm<PaymentValues>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSavePayment();
  const submit = useSubmitPayment();
  const estimated = (category: string) => meeting.budgetLines.filter((l) => l.category === category).reduce((total, l) => total + l.estimatedCents, 0);
  const invoicesOf = (category: string) => meeting.files.filter((f) => f.kind === 'INVOICE' && f.category === category);

  const toBody = (values: PaymentValues): MeetingPaymentBody => ({
    lines: EXPENSE_CATEGORIES.map((category) => ({ category, actualCents: yuanToCents(values.lines[category]), description: null })).filter((line) => line.actualCents > 0),
    speakers: meeting.speakers.map((s) => ({
      speakerId: s.speakerId,
      actualFeeCents: yuanToCents(values.speakers[String(s.speakerId)]?.fee),
      actualTravelCents: yuanToCents(values.speakers[String(s.speakerId)]?.travel),
    })),
    remark: values.remark?.trim() || null,
  });

  const run = async (andSubmit: boolean) => {
    setRefusal(null);
    const values = await form.validateFields();
    try {
      await save.mutateAsync({ id: meeting.id, body: toBody(values) });
      if (andSubmit) await submit.mutateAsync(meeting.id);
      void message.success(t(andSubmit ? 'payment.submitted' : 'payment.saved'));
    } catch (error) {
      if (isApiError(error) && !error.isCancelled) setRefusal(error.message);
    }
  };

  return (
    <Card id="payment" title={t('payment.title')} className="meeting-card payment-panel">
      <Typography.Paragraph type="secondary">{t('payment.hint')}</Typography.Paragraph>
      {refusal && <Alert type="error" showIcon title={t('payment.refused')} description={refusal} style={{ marginBottom: 12 }} role="alert" />}
      <Form form={form} layout="vertical" initialValues={initialValues(meeting)}>
        <CompactTable
          rowKey={(category) => category}
          dataSource={[...EXPENSE_CATEGORIES]}
          columns={[
            { key: 'category', title: t('form.category'), width: 120, render: (_, category) => t(`category.${category}`) },
            { key: 'estimated', title: t('payment.estimated'), width: 130, align: 'right', render: (_, category) => formatCents(estimated(category)) },
            {
              key: 'actual',
              title: t('payment.actual'),
              width: 180,
              render: (_, category) => (
                <Form.Item name={['lines', category]} noStyle>
                  <InputNumber min={0} max={100_000_000} precision={2} style={{ width: '100%' }} aria-label={`${t(`category.${category}`)} ${t('payment.actual')}`} />
                </Form.Item>
              ),
            },
            {
              key: 'invoices',
              title: t('payment.invoices'),
              render: (_, category) => (
                <Flex vertical gap={4}>
                  <MeetingFiles meetingId={meeting.id} files={invoicesOf(category)} removableKind="INVOICE" />
                  <div>
                    <FileUploadButton meetingId={meeting.id} kind="INVOICE" category={category} label={`${t('payment.uploadInvoice')} · ${t(`category.${category}`)}`} />
                  </div>
                </Flex>
              ),
            },
          ]}
        />
        {meeting.speakers.length > 0 && (
          <>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('payment.speakers')}
            </Typography.Title>
            <CompactTable
              rowKey="speakerId"
              dataSource={meeting.speakers}
              columns={[
                { key: 'name', title: t('form.speaker'), render: (_, s) => `${s.doctorName} · ${s.hospitalName}` },
                { key: 'fee', title: t('detail.fee'), align: 'right', render: (_, s) => formatCents(s.feeCents) },
                {
                  key: 'actualFee',
                  title: t('payment.actualFee'),
                  render: (_, s) => (
                    <Form.Item name={['speakers', String(s.speakerId), 'fee']} noStyle>
                      <InputNumber min={0} precision={2} style={{ width: '100%' }} aria-label={`${s.doctorName} ${t('payment.actualFee')}`} />
                    </Form.Item>
                  ),
                },
                {
                  key: 'actualTravel',
                  title: t('payment.actualTravel'),
                  render: (_, s) => (
                    <Form.Item name={['speakers', String(s.speakerId), 'travel']} noStyle>
                      <InputNumber min={0} precision={2} style={{ width: '100%' }} aria-label={`${s.doctorName} ${t('payment.actualTravel')}`} />
                    </Form.Item>
                  ),
                },
              ]}
            />
          </>
        )}
        <Form.Item name="remark" label={t('payment.remark')} style={{ marginTop: 16 }}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Flex gap={8}>
          <Button loading={save.isPending && !submit.isPending} onClick={() => void run(false)}>
            {t('payment.save')}
          </Button>
          <Button type="primary" loading={submit.isPending} onClick={() => void run(true)}>
            {t('payment.submit')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
