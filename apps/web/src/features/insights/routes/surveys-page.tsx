import { useState } from 'react';
import { App, Button, Card, Select, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SURVEY_STATUSES, type SurveyStatus } from '@crm/shared/contracts/surveys';
import { useAccess } from '@/lib/access/use-access';
import { pageRows } from '@/lib/api/page-rows';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useSetSurveyStatus, useSurveys, type Survey } from '../api/surveys-api';
import { AnswerSurveyModal } from '../components/answer-survey-modal';
import { NpsValue } from '../components/nps-value';
import { SurveyFormModal } from '../components/survey-form-modal';
import { SurveyResponsesDrawer } from '../components/survey-responses-drawer';
import { insightsNs } from '../locales/i18n';
import '../insights.css';
import { formatWhen } from '@/lib/when';

const STATUS_COLOR: Record<SurveyStatus, string> = { DRAFT: 'default', PUBLISHED: 'green', CLOSED: 'orange' };

/** `/userInsights/Surveys`: surveys about the drugs, their recommendation index, and answering them. */
export default function SurveysPage() {
  const { t } = useTranslation(insightsNs);
  const { modal, message } = App.useApp();
  const lang = useLanguage();
  const access = useAccess();
  const [status, setStatus] = useState<SurveyStatus | undefined>();
  const [page, setPage] = useState(0);
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<Survey | null>(null);
  const [answering, setAnswering] = useState<Survey | null>(null);
  const [reading, setReading] = useState<Survey | null>(null);
  const surveys = useSurveys({ status, page, size: 10 });
  const setSurveyStatus = useSetSurveyStatus();
  const canAdd = access.hasPermission(['insight:survey:add']);
  const canPublish = access.hasPermission(['insight:survey:publish']);
  const canAnswer = access.hasPermission(['insight:surveyResponse:add']);

  const changeStatus = (survey: Survey, next: 'PUBLISHED' | 'CLOSED') =>
    modal.confirm({
      title: t(next === 'PUBLISHED' ? 'survey.publishConfirm' : 'survey.closeConfirm'),
      onOk: async () => {
        await setSurveyStatus.mutateAsync({ id: survey.id, status: next });
        void message.success(t(next === 'PUBLISHED' ? 'survey.published' : 'survey.closed'));
      },
    });

  return (
    <Card
      title={t('survey.title')}
      extra={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
            {t('survey.new')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('survey.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <span>{t('survey.status')}</span>
        <Select
          allowClear
          aria-label={t('survey.status')}
          style={{ width: 160 }}
          value={status}
          onChange={(next?: SurveyStatus) => {
            setStatus(next);
            setPage(0);
          }}
          options={SURVEY_STATUSES.map((s) => ({ value: s, label: t(`survey.statuses.${s}`) }))}
        />
      </Space>
      <Table
        rowKey="id"
        {...pageRows(surveys)}
        pagination={{ current: page + 1, pageSize: 10, total: surveys.data?.totalElements ?? 0, onChange: (p) => setPage(p - 1), showSizeChanger: false }}
        columns={[
          // Names wrap and the actions stack, so that the list fits a laptop's content area without scrolling sideways.
          { title: t('survey.name'), render: (_, s) => localizedName(lang, s.title, s.titleEn) },
          { title: t('survey.product'), render: (_, s) => localizedName(lang, s.productName, s.productNameEn) },
          { title: t('survey.status'), className: 'insights-nowrap', render: (_, s) => <Tag color={STATUS_COLOR[s.status]}>{t(`survey.statuses.${s.status}`)}</Tag> },
          { title: t('survey.questionCount'), align: 'right', render: (_, s) => s.questions.length },
          { title: t('survey.nps'), className: 'insights-nowrap', render: (_, s) => <NpsValue nps={s.recommendation} /> },
          { title: t('survey.publishedAt'), className: 'insights-nowrap', render: (_, s) => formatWhen(s.publishedAt) },
          {
            title: t('survey.actions'),
            render: (_, s) => (
              <Space size={0} wrap>
                {canAdd && s.status === 'DRAFT' && (
                  <Button type="link" size="small" onClick={() => setEditing(s)}>
                    {t('survey.edit')}
                  </Button>
                )}
                {canPublish && s.status === 'DRAFT' && (
                  <Button type="link" size="small" onClick={() => changeStatus(s, 'PUBLISHED')}>
                    {t('survey.publish')}
                  </Button>
                )}
                {canAnswer && s.status === 'PUBLISHED' && (
                  <Button type="link" size="small" onClick={() => setAnswering(s)}>
                    {t('survey.enter')}
                  </Button>
                )}
                {s.status !== 'DRAFT' && (
                  <Button type="link" size="small" onClick={() => setReading(s)}>
                    {t('survey.viewAnswers')}
                  </Button>
                )}
                {canPublish && s.status === 'PUBLISHED' && (
                  <Button type="link" size="small" danger onClick={() => changeStatus(s, 'CLOSED')}>
                    {t('survey.close')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <SurveyFormModal open={isCreating} onClose={() => setIsCreating(false)} />
      <SurveyFormModal key={editing?.id ?? 'none'} open={editing !== null} survey={editing} onClose={() => setEditing(null)} />
      <AnswerSurveyModal survey={answering} onClose={() => setAnswering(null)} />
      <SurveyResponsesDrawer survey={reading} onClose={() => setReading(null)} />
    </Card>
  );
}
