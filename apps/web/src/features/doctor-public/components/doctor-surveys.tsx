import { useState } from 'react';
import { Alert, App, Button, Form, Input, List, Radio, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAnswerSurvey, useDoctorSurveys, type PortalSurvey, type SurveyAnswers } from '../api/surveys';
import { doctorPublicNs } from '../locales/i18n';

const SCALE = Array.from({ length: 11 }, (_, i) => i);

/** The surveys open to the signed-in doctor; one opens as a form in place. */
export function DoctorSurveys() {
  const { t } = useTranslation(doctorPublicNs);
  const lang = useLanguage();
  const surveys = useDoctorSurveys(true);
  const [open, setOpen] = useState<PortalSurvey | null>(null);
  if (open) return <SurveyForm survey={open} onDone={() => setOpen(null)} />;
  if (surveys.error) return <Alert type="info" showIcon message={surveys.error.message} />;
  return (
    <List
      loading={surveys.isLoading}
      header={<Typography.Text strong>{t('surveys.title')}</Typography.Text>}
      locale={{ emptyText: t('surveys.none') }}
      dataSource={surveys.data ?? []}
      renderItem={(survey) => (
        <List.Item
          actions={[
            <Button key="answer" type="link" onClick={() => setOpen(survey)}>
              {survey.answeredAt ? t('surveys.again') : t('surveys.answer')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={localizedName(lang, survey.title, survey.titleEn)}
            description={
              <Space size={4} wrap>
                <span>{localizedName(lang, survey.productName, survey.productNameEn)}</span>
                {survey.answeredAt && <Tag color="green">{t('surveys.answeredAt', { at: dayjs(survey.answeredAt).format('YYYY-MM-DD') })}</Tag>}
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}

interface Values {
  answers: Array<{ choice?: number; scale?: number; text?: string } | undefined>;
}

function SurveyForm({ survey, onDone }: { survey: PortalSurvey; onDone(): void }) {
  const { t } = useTranslation(doctorPublicNs);
  const { message } = App.useApp();
  const lang = useLanguage();
  const [form] = Form.useForm<Values>();
  const answer = useAnswerSurvey();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    const answers = (values.answers ?? []).flatMap((a, question): SurveyAnswers => {
      if (a?.choice !== undefined) return [{ question, choice: a.choice }];
      if (a?.scale !== undefined) return [{ question, scale: a.scale }];
      if (a?.text?.trim()) return [{ question, text: a.text.trim() }];
      return [];
    });
    if (answers.length === 0) return setError(t('surveys.atLeastOne'));
    try {
      await answer.mutateAsync({ id: survey.id, answers });
      void message.success(t('surveys.thanks'));
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
      <Typography.Title level={4}>{localizedName(lang, survey.title, survey.titleEn)}</Typography.Title>
      {survey.questions.map((q, index) => (
        <Form.Item key={index} label={`${index + 1}. ${localizedName(lang, q.text, q.textEn)}`}>
          {q.kind === 'SINGLE' && (
            <Form.Item name={['answers', index, 'choice']} noStyle>
              <Radio.Group options={q.options.map((o, i) => ({ value: i, label: localizedName(lang, o.label, o.labelEn) }))} />
            </Form.Item>
          )}
          {q.kind === 'SCALE' && (
            <>
              <Form.Item name={['answers', index, 'scale']} noStyle>
                <Radio.Group optionType="button" size="small" options={SCALE.map((v) => ({ value: v, label: String(v) }))} />
              </Form.Item>
              <div className="doctor-survey__scale">{t('surveys.scale')}</div>
            </>
          )}
          {q.kind === 'TEXT' && (
            <Form.Item name={['answers', index, 'text']} noStyle rules={[{ max: 1000 }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          )}
        </Form.Item>
      ))}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={answer.isPending}>
          {t('surveys.submit')}
        </Button>
        <Button onClick={onDone}>{t('surveys.back')}</Button>
      </Space>
    </Form>
  );
}
