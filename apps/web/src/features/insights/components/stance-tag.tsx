import { Tag } from 'antd';
import type { Stance } from '@crm/shared/contracts/insights';
import { useTranslation } from 'react-i18next';
import { insightsNs } from '../locales/i18n';

const COLOR: Record<Stance, string> = { POSITIVE: 'success', NEUTRAL: 'default', NEGATIVE: 'error' };

export function StanceTag({ stance, score }: { stance: Stance; score?: number }) {
  const { t } = useTranslation(insightsNs);
  return (
    <Tag color={COLOR[stance]}>
      {t(`stance.${stance}`)}
      {score !== undefined && ` ${score > 0 ? '+' : ''}${score.toFixed(2)}`}
    </Tag>
  );
}
