import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DoctorSelect } from '@/components/doctor-select';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { SurveyAnswers } from '@crm/shared/contracts/surveys';
import { useEnterSurveyResponse, type Survey } from '../api/surveys-api';
import { insightsNs } from '../locales/i18n';

const SCALE = Array.from({ length: 11 }, (_, i) => i);

interface AnswerValues {
  doctorId: number;
  answers: Array<{ choice?: number; scale?: number; text?: string } | undefined>;
}

/** A rep enters a doctor's answers to a published survey (doctors of the rep's range only). */
export function AnswerSurveyModal({ survey, onClose }: { survey: Survey | null; onClose(): void }) {
  const { t } = useTranslation(insightsNs);
  const { message } = App.useApp();
  const lang = useLanguage();
  const [form] = Form.useForm<AnswerValues>();
  const [isEmpty, setIsEmpty] = useState(false);
  const enter = useEnterSurveyResponse();

  const submit = async () => {
    if (!survey) return;
    const values = await form.validateFields();
    const answers = (values.answers ?? []).flatMap((answer, question): SurveyAnswers => {
      if (!answer) return [];
      if (answer.choice !== undefined) return [{ question, choice: answer.choice }];
      if (answer.scale !== undefined) return [{ question, scale: answer.scale }];
      if (answer.text?.trim()) return [{ question, text: answer.text.trim() }];
      return [];
    });
    setIsEmpty(answers.length === 0);
    if (answers.length === 0) return;
    await enter.mutateAsync({ id: survey.id, body: { doctorId: values.doctorId, answers } });
    void message.success(t('survey.saved'));
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={survey !== null}
      title={survey ? `${t('survey.enter')} · ${localizedName(lang, survey.title, survey.titleEn)}` : ''}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={enter.isPending}
      width={720}
      destroyOnHidden
    >
      {survey && (
        <Form form={form} layout="vertical">
          <Form.Item name="doctorId" label={t('survey.doctor')} rules={[{ required: true }]}>
            <DoctorSelect placeholder={t('survey.doctorHint')} />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('survey.answerHint')}</Typography.Paragraph>
          {survey.questions.map((q, index) => (
            <Form.Item key={index} label={`${index + 1}. ${localizedName(lang, q.text, q.textEn)}`} className="insights-question">
              {q.kind === 'SINGLE' && (
                <Form.Item name={['answers', index, 'choice']} noStyle>
                  <Radio.Group options={q.options.map((o, i) => ({ value: i, label: localizedName(lang, o.label, o.labelEn) }))} />
                </Form.Item>
              )}
              {q.kind === 'SCALE' && (
                <Space direction="vertical" size={4}>
                  <Form.Item name={['answers', index, 'scale']} noStyle>
                    <Radio.Group
                      className="insights-scale"
                      optionType="button"
                      options={SCALE.map((v) => ({ value: v, label: String(v) }))}
                      aria-label={localizedName(lang, q.text, q.textEn)}
                    />
                  </Form.Item>
                  <Typography.Text type="secondary">
                    {t('survey.scaleLow')} · {t('survey.scaleHigh')}
                  </Typography.Text>
                </Space>
              )}
              {q.kind === 'TEXT' && (
                <Form.Item name={['answers', index, 'text']} noStyle rules={[{ max: 1000 }]}>
                  <Input.TextArea rows={3} aria-label={localizedName(lang, q.text, q.textEn)} />
                </Form.Item>
              )}
            </Form.Item>
          ))}
          {isEmpty && <Alert type="error" showIcon message={t('survey.atLeastOne')} />}
        </Form>
      )}
    </Modal>
  );
}
