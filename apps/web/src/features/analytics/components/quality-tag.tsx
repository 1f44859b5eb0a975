import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsNs } from '../locales/i18n';

export function QualityScore({ score }: { score: number | null }) {
  const { t } = useTranslation(analyticsNs);
  if (score === null) return <Tag>{t('assets.notChecked')}</Tag>;
  return <Tag color={score >= 100 ? 'success' : score >= 75 ? 'warning' : 'error'}>{score}</Tag>;
}

export function PassTag({ passed }: { passed: boolean }) {
  const { t } = useTranslation(analyticsNs);
  return <Tag color={passed ? 'success' : 'error'}>{passed ? t('assets.passed') : t('assets.failed')}</Tag>;
}
