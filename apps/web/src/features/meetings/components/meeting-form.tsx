import { useRef, useState } from 'react';
import { Alert, App, Button, Card, Col, Flex, Form, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { isApiError } from '@/lib/request/api-error';
import { useSaveMeeting, useSubmitMeeting } from '../api/meeting-mutations';
import type { FormOptions, MeetingDetail } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';
import { FormComplianceAlert } from './compliance-alert';
import { AgendaFields } from './agenda-fields';
import { BudgetLinesFields } from './budget-lines-fields';
import { FileUploadButton } from './file-upload-button';
import { fromMeetingDetail, newMeetingValues, toMeetingBody, type MeetingFormValues } from './form-values';
import { InviteeSelect } from './invitee-select';
import { MeetingBasicsFields } from './meeting-basics-fields';
import { meetingDetailPath, meetingFormPath } from './meeting-links';
import { MeetingFiles } from './meeting-files';
import { MaterialSelect } from './material-select';
import { SpeakerFields } from './speaker-fields';

/** The meeting application form: save as a draft, or submit into approval. */
export function MeetingForm({ options, meeting }: { options: FormOptions; meeting: MeetingDetail | null }) {
  const { t } = useTranslation(meetingsNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<MeetingFormValues>();
  const [refusal, setRefusal] = useState<{ title: string; text: string } | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  // A new application that saved but was refused on submission keeps its id here, so it is not saved twice.
  const [draftId, setDraftId] = useState<number | null>(meeting?.id ?? null);
  const save = useSaveMeeting();
  const submit = useSubmitMeeting();
  const costCentreId = Form.useWatch('costCentreId', form);
  const productIds = Form.useWatch('productIds', form) ?? [];
  const name = (option: { name: string; nameEn: string | null }) => localizedName(lang, option.name, option.nameEn);
  const required = (field: string, choose = false) => [{ required: true, message: t(choose ? 'form.chooseRequired' : 'form.required', { field: t(field) }) }];

  const run = async (andSubmit: boolean) => {
    setRefusal(null);
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    let id = draftId;
    try {
      const saved = await save.mutateAsync({ id, body: toMeetingBody(values) });
      id = saved.id;
      if (!andSubmit) {
        void message.success(t('form.saved'));
        if (!meeting) void navigate(meetingFormPath(saved.id), { replace: true });
        else setDraftId(saved.id);
        return;
      }
      await submit.mutateAsync(saved.id);
      void message.success(t('form.submitted'));
      void navigate(meetingDetailPath(saved.id), { replace: true });
    } catch (error) {
      if (!isApiError(error) || error.isCancelled) return;
      setRefusal({ title: t(andSubmit ? 'form.refused' : 'form.saveRefused'), text: error.message });
      setDraftId(id);
      setTimeout(() => refusalRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }), 50);
    }
  };

  return (
    <Form form={form} layout="vertical" className="meeting-form" initialValues={meeting ? fromMeetingDetail(meeting) : newMeetingValues()} scrollToFirstError>
      <div ref={refusalRef}>
        {refusal && (
          <Alert type="error" showIcon role="alert" title={refusal.title} description={refusal.text} closable onClose={() => setRefusal(null)} style={{ marginBottom: 16 }} />
        )}
      </div>
      <Card title={meeting ? t('form.editTitle', { code: meeting.code }) : t('form.newTitle')} className="meeting-card">
        <MeetingBasicsFields options={options} />
      </Card>

      <Card title={t('form.finance')} className="meeting-card">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="costCentreId" label={t('form.costCentre')} rules={required('form.costCentre', true)}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={options.costCentres.map((cc) => ({ value: cc.id, label: `${cc.code} ${name(cc)}` }))}
                onChange={() => form.setFieldValue('internalOrderId', null)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="internalOrderId" label={t('form.internalOrder')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                disabled={!costCentreId}
                options={options.internalOrders
                  .filter((io) => io.costCentreId === costCentreId && (io.productId === null || productIds.length === 0 || productIds.includes(io.productId)))
                  .map((io) => ({ value: io.id, label: `${io.code} ${name(io)}` }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title={t('form.speakers')} className="meeting-card">
        <SpeakerFields speakers={options.speakers} />
      </Card>

      <Card title={t('form.budget')} className="meeting-card">
        <BudgetLinesFields />
      </Card>

      <Card title={t('form.agenda')} className="meeting-card">
        <AgendaFields speakers={options.speakers} />
      </Card>

      <Card title={`${t('form.invitees')} · ${t('form.materials')}`} className="meeting-card">
        <InviteeSelect known={meeting?.invitees ?? []} speakers={options.speakers} />
        <MaterialSelect approved={options.materials} />
      </Card>

      <Card title={t('form.attachments')} className="meeting-card">
        <Typography.Paragraph type="secondary">{t('form.attachmentsHint')}</Typography.Paragraph>
        {meeting && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <MeetingFiles meetingId={meeting.id} files={meeting.files.filter((f) => f.kind === 'ATTACHMENT')} removableKind="ATTACHMENT" />
            <FileUploadButton meetingId={meeting.id} kind="ATTACHMENT" label={t('form.upload')} />
          </Space>
        )}
      </Card>

      <FormComplianceAlert form={form} />
      <Flex className="meeting-form__actions" justify="flex-end" gap={8}>
        <Button onClick={() => void navigate(-1)}>{t('form.cancelEdit')}</Button>
        <Button loading={save.isPending && !submit.isPending} onClick={() => void run(false)}>
          {t('form.saveDraft')}
        </Button>
        <Button type="primary" loading={submit.isPending} onClick={() => void run(true)}>
          {t('form.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
