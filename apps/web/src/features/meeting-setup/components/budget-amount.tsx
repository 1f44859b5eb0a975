import type { ReactNode } from 'react';
import { Progress, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BudgetAmounts } from '../api/budgets';
import { formatYuan } from '@/lib/format';
import { meetingSetupNs } from '../locales/i18n';

/** A yuan amount from integer cents, right-aligned and red below zero. */
export function Amount({ cents }: { cents: number }) {
  return <span className={cents < 0 ? 'budget-amount budget-amount--negative' : 'budget-amount'}>¥{formatYuan(cents)}</span>;
}

export const usedOf = (amounts: BudgetAmounts) => amounts.estimatedCents + amounts.committedCents + amounts.actualCents;

/** How much of a budget meetings use (estimated, committed and actual together). */
export function UsageBar({ amounts, label }: { amounts: BudgetAmounts; label: ReactNode }) {
  const used = usedOf(amounts);
  const percent = amounts.budgetCents > 0 ? Math.round((used / amounts.budgetCents) * 1000) / 10 : used > 0 ? 100 : 0;
  return (
    <Tooltip title={label}>
      <Progress
        className="budget-usage"
        size="small"
        percent={Math.min(percent, 100)}
        format={() => `${percent}%`}
        status={percent >= 100 ? 'exception' : 'normal'}
        strokeColor={percent >= 90 ? '#fa8c16' : undefined}
      />
    </Tooltip>
  );
}

/**
 * What meetings use of a budget, part by part (estimated in approval, committed, actually paid) and
 * in all: the usage bar's tooltip, so that the lists need not give each part a column.
 */
export function UsageDetail({ amounts }: { amounts: BudgetAmounts }) {
  const { t } = useTranslation(meetingSetupNs);
  return (
    <>
      {(['estimated', 'committed', 'actual'] as const).map((part) => (
        <div key={part}>
          {t(`budget.${part}`)}: ¥{formatYuan(amounts[`${part}Cents`])}
        </div>
      ))}
      <div>{t('budget.used', { used: formatYuan(usedOf(amounts)) })}</div>
    </>
  );
}
