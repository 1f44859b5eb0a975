import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyProducts } from '@/lib/api/products';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { ScoreRule } from '../api/calls';
import { analyticsNs } from '../locales/i18n';

/** How a rule's group, decay and cap read on screen. */
export function useRuleText() {
  const { t } = useTranslation(analyticsNs);
  const lang = useLanguage();
  const products = useMyProducts();
  const group = useCallback(
    (productId: number) => {
      if (!productId) return t('rules.overall');
      const product = products.data?.find((p) => p.id === productId);
      return product ? localizedName(lang, product.name, product.nameEn) : '—';
    },
    [t, lang, products.data],
  );
  const decay = useCallback((rule: Pick<ScoreRule, 'halfLifeDays'>) => (rule.halfLifeDays ? t('rules.halfLifeDays', { days: rule.halfLifeDays }) : t('rules.noDecay')), [t]);
  const cap = useCallback(
    (rule: Pick<ScoreRule, 'capPoints' | 'capPeriod'>) =>
      rule.capPoints && rule.capPeriod ? t('rules.capValue', { points: rule.capPoints, period: t(`rules.periods.${rule.capPeriod}`) }) : t('rules.noCap'),
    [t],
  );
  return { group, decay, cap };
}
