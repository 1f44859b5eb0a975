import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KolTier } from '@crm/shared/contracts/academic-schemas';
import { kolNs } from '../locales/i18n';

const TIER_COLORS: Record<KolTier, string> = { NATIONAL: 'red', REGIONAL: 'orange', LOCAL: 'blue', RISING_STAR: 'green' };

export function TierTag({ tier }: { tier: KolTier | null }) {
  const { t } = useTranslation(kolNs);
  return tier ? <Tag color={TIER_COLORS[tier]}>{t(`tiers.${tier}`)}</Tag> : <span className="muted-note">—</span>;
}
