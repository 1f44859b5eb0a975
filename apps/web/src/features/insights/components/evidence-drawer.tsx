import { Descriptions, Drawer, Result, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useEvidenceSource } from '../api/insights-api';
import { insightsNs } from '../locales/i18n';
import { SurveyAnswers } from './survey-answers';

/** The visit, paper, survey answer or touchpoint a piece of evidence came from. */
export function EvidenceDrawer({ evidenceId, onClose }: { evidenceId: number | null; onClose(): void }) {
  const { t } = useTranslation(insightsNs);
  const lang = useLanguage();
  const source = useEvidenceSource(evidenceId);
  const record = source.data;
  return (
    <Drawer open={evidenceId !== null} onClose={onClose} size={560} destroyOnHidden title={t('evidence.title')}>
      {source.isLoading && <Spin />}
      {source.isError && <Result status="404" title={t('common.none')} />}
      {record?.visit && (
        <Descriptions column={1} bordered size="small" title={t('evidence.visit')}>
          <Descriptions.Item label={t('evidence.visitAt')}>{dayjs(record.visit.startAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
          <Descriptions.Item label={t('evidence.rep')}>{localizedName(lang, record.visit.repName, record.visit.repNameEn)}</Descriptions.Item>
          <Descriptions.Item label={t('evidence.products')}>{record.visit.products.map((p) => localizedName(lang, p.name, p.nameEn)).join(', ') || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('evidence.notes')}>
            <Typography.Text className="insights-snippet">{record.visit.notes ?? '—'}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
      {record?.paper && (
        <Descriptions column={1} bordered size="small" title={t('evidence.paper')}>
          <Descriptions.Item label={t('evidence.paper')}>{localizedName(lang, record.paper.title, record.paper.titleEn)}</Descriptions.Item>
          <Descriptions.Item label={t('evidence.journal')}>{record.paper.journal}</Descriptions.Item>
          <Descriptions.Item label={t('evidence.year')}>{record.paper.publishYear}</Descriptions.Item>
          {record.paper.url && (
            <Descriptions.Item label={t('evidence.link')}>
              <a href={record.paper.url} target="_blank" rel="noreferrer">
                {record.paper.url}
              </a>
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      {record?.survey && (
        <>
          <Typography.Title level={5}>{t('evidence.survey')}</Typography.Title>
          <SurveyAnswers response={record.survey} showDoctor={false} />
        </>
      )}
      {record?.event && (
        <Descriptions column={1} bordered size="small" title={t('evidence.event')}>
          <Descriptions.Item label={t('evidence.event')}>{t(`eventType.${record.event.type}`, { defaultValue: t('eventType.other') })}</Descriptions.Item>
          <Descriptions.Item label={t('individual.when')}>{dayjs(record.occurredAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
