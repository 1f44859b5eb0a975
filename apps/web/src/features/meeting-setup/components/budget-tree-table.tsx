import { useMemo, useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompactTable } from '@/components/compact-table';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { BudgetTreeNode } from '../api/budgets';
import { Amount, UsageBar, UsageDetail } from './budget-amount';
import { meetingSetupNs } from '../locales/i18n';

interface TreeRow extends BudgetTreeNode {
  children?: TreeRow[];
}

/** Nests the flat, path-ordered nodes under their parents (a node whose parent has no pools is a root). */
export function nestBudgetTree(nodes: BudgetTreeNode[]): TreeRow[] {
  const rows = new Map<number, TreeRow>(nodes.map((node) => [node.orgId, { ...node }]));
  const roots: TreeRow[] = [];
  for (const row of rows.values()) {
    const parent = row.parentId === null ? undefined : rows.get(row.parentId);
    if (parent) (parent.children ??= []).push(row);
    else roots.push(row);
  }
  return roots;
}

/**
 * The units shown opened: every unit with sub-units except those the user folded. A unit that
 * appears after a refresh (a new pool in another branch) opens too, rather than staying hidden.
 */
export function expandedUnits(nodes: BudgetTreeNode[], folded: ReadonlySet<number>): number[] {
  const parents = new Set(nodes.map((node) => node.parentId));
  return nodes.filter((node) => parents.has(node.orgId) && !folded.has(node.orgId)).map((node) => node.orgId);
}

/** Budgets rolled up the org tree: each unit's own pools and the total with its sub-units. */
export function BudgetTreeTable({ nodes, loading }: { nodes: BudgetTreeNode[]; loading: boolean }) {
  const { t } = useTranslation(meetingSetupNs);
  const lang = useLanguage();
  const tree = useMemo(() => nestBudgetTree(nodes), [nodes]);
  const [folded, setFolded] = useState<ReadonlySet<number>>(() => new Set());
  const expandedRowKeys = useMemo(() => expandedUnits(nodes, folded), [nodes, folded]);
  // Fits a laptop's content area: what meetings use of a budget, part by part, is in the usage bar's tooltip.
  const columns: TableColumnsType<TreeRow> = [
    { title: t('budget.org'), key: 'org', render: (_, row) => localizedName(lang, row.name, row.nameEn) },
    { title: t('budget.own'), key: 'own', align: 'right', width: 150, render: (_, row) => <Amount cents={row.own.budgetCents} /> },
    { title: t('budget.budgetTotal'), key: 'budget', align: 'right', width: 190, render: (_, row) => <Amount cents={row.total.budgetCents} /> },
    { title: t('budget.available'), key: 'available', align: 'right', width: 160, render: (_, row) => <Amount cents={row.total.availableCents} /> },
    { title: t('budget.usage'), key: 'usage', width: 180, render: (_, row) => <UsageBar amounts={row.total} label={<UsageDetail amounts={row.total} />} /> },
  ];
  return (
    <CompactTable<TreeRow>
      className="budget-tree"
      rowKey="orgId"
      loading={loading}
      columns={columns}
      dataSource={tree}
      locale={{ emptyText: t('budget.empty') }}
      expandable={{
        expandedRowKeys,
        onExpand: (expanded, row) =>
          setFolded((current) => {
            const next = new Set(current);
            if (expanded) next.delete(row.orgId);
            else next.add(row.orgId);
            return next;
          }),
      }}
    />
  );
}
