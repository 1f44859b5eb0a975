import { useEffect, useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDailyReportDraft, useSubmitDailyReport } from '../api/report-calls';
import { analyticsNs } from '../locales/i18n';
import { tenantToday } from '@/lib/session/tenant-today';

/** The caller's report of a day: pre-filled from the day's visits, tasks and meetings. */
export function MyDailyReport() {
  const { t } = useTranslation(analyticsNs);
  const { message } = App.useApp();
  const [day, setDay] = useState(() => tenantToday().format('YYYY-MM-DD'));
  const draft = useDailyReportDraft(day, true);
  const submit = useSubmitDailyReport();
  const [form] = Form.useForm<{ summary: string; plan?: string }>();
  useEffect(() => {
    if (!draft.data) return;
    const existing = draft.data.existing;
    form.setFieldsValue({ summary: existing?.summary ?? draft.data.summary, plan: existing?.plan ?? '' });
  }, [draft.data, form]);
  const onFinish = async (values: { summary: string; plan?: string }) => {
    // The plan is sent as the form shows it: an emptied field clears the plan, where leaving it out would keep it.
    await submit.mutateAsync({ day, summary: values.summary, plan: values.plan ?? '' });
    void message.success(t('reports.submitted'));
  };
  return (
    <Card size="small" title={t('reports.mine')} className="daily-report__form">
      <Space className="editor-widget" wrap>
        <span>{t('reports.day')}</span>
        <DatePicker
          allowClear={false}
          value={dayjs(day)}
          onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
          disabledDate={(d) => d.isAfter(tenantToday(), 'day') || d.isBefore(tenantToday().subtract(7, 'day'), 'day')}
        />
        {draft.data && (
          <Typography.Text type="secondary">{t('reports.counts', { visits: draft.data.visits, tasks: draft.data.tasksDone, meetings: draft.data.meetings })}</Typography.Text>
        )}
        {draft.data?.existing && <Tag>{t('reports.submittedVersion', { version: draft.data.existing.version })}</Tag>}
      </Space>
      <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)}>
        <Form.Item name="summary" label={t('reports.summary')} extra={t('reports.prefilled')} rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea rows={5} maxLength={4000} />
        </Form.Item>
        <Form.Item name="plan" label={t('reports.plan')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          {draft.data?.existing ? t('reports.resubmit') : t('reports.submit')}
        </Button>
      </Form>
    </Card>
  );
}
