import { useState } from 'react';
import { Drawer, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageRows } from '@/lib/api/page-rows';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useSurveyResponses, type Survey } from '../api/surveys-api';
import { insightsNs } from '../locales/i18n';
import { SurveyAnswers } from './survey-answers';
import { formatWhen } from '@/lib/when';

/** The answers to a survey from the doctors in the caller's range, newest first; a row opens in full. */
export function SurveyResponsesDrawer({ survey, onClose }: { survey: Survey | null; onClose(): void }) {
  const { t } = useTranslation(insightsNs);
  const lang = useLanguage();
  const [page, setPage] = useState(0);
  const responses = useSurveyResponses(survey?.id ?? null, page);
  return (
    <Drawer
      open={survey !== null}
      onClose={onClose}
      size={720}
      destroyOnHidden
      title={survey ? t('survey.answersOf', { title: localizedName(lang, survey.title, survey.titleEn) }) : ''}
    >
      <Table
        size="small"
        rowKey="id"
        {...pageRows(responses)}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (r) => <SurveyAnswers response={r} showDoctor={false} /> }}
        pagination={{ current: page + 1, pageSize: 10, total: responses.data?.totalElements ?? 0, onChange: (p) => setPage(p - 1), showSizeChanger: false }}
        columns={[
          { title: t('survey.doctor'), fixed: 'left', className: 'insights-nowrap', render: (_, r) => localizedName(lang, r.doctorName, r.doctorNameEn) },
          { title: t('survey.channel'), className: 'insights-nowrap', render: (_, r) => <Tag>{t(`survey.channels.${r.channel}`)}</Tag> },
          { title: t('survey.recommendScore'), align: 'right', className: 'insights-nowrap', render: (_, r) => (r.recommendScore === null ? '—' : `${r.recommendScore}/10`) },
          { title: t('survey.submittedAt'), className: 'insights-nowrap', render: (_, r) => formatWhen(r.submittedAt) },
        ]}
      />
    </Drawer>
  );
}
