import { Descriptions } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { SurveyResponse } from '../api/surveys-api';
import { insightsNs } from '../locales/i18n';

/** One doctor's answers to a survey: who, how and when, then each answered question. */
export function SurveyAnswers({ response, showDoctor = true }: { response: SurveyResponse; showDoctor?: boolean }) {
  const { t } = useTranslation(insightsNs);
  const lang = useLanguage();
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t('evidence.surveyTitle')}>{localizedName(lang, response.surveyTitle, response.surveyTitleEn)}</Descriptions.Item>
      {showDoctor && <Descriptions.Item label={t('survey.doctor')}>{localizedName(lang, response.doctorName, response.doctorNameEn)}</Descriptions.Item>}
      <Descriptions.Item label={t('survey.channel')}>
        {t(`survey.channels.${response.channel}`)}
        {response.enteredByName && ` · ${localizedName(lang, response.enteredByName, response.enteredByNameEn)}`}
      </Descriptions.Item>
      <Descriptions.Item label={t('survey.submittedAt')}>{dayjs(response.submittedAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
      {response.answers.map((a) => (
        <Descriptions.Item key={a.question} label={`${a.question + 1}. ${localizedName(lang, a.text, a.textEn)}`}>
          <span className="insights-snippet">{localizedName(lang, a.answer, a.answerEn)}</span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
