// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { BudgetAmounts, BudgetTreeNode } from '../api/budgets';
import { expandedUnits, nestBudgetTree } from './budget-tree-table';

const amounts = (budgetCents: number): BudgetAmounts => ({ budgetCents, estimatedCents: 0, committedCents: 0, actualCents: 0, availableCents: budgetCents });
const node = (orgId: number, parentId: number | null, name: string): BudgetTreeNode => ({ orgId, parentId, name, nameEn: null, own: amounts(0), total: amounts(0) });

describe('budget tree', () => {
  it('nests units under their parents and keeps a unit whose parent has no pools at the top', () => {
    const tree = nestBudgetTree([node(1, null, '公司'), node(2, 1, '华东大区'), node(3, 2, '上海一区'), node(4, 2, '上海二区'), node(9, 8, '华南大区')]);
    expect(tree.map((row) => row.name)).toEqual(['公司', '华南大区']);
    expect(tree[0]?.children?.[0]?.name).toBe('华东大区');
    expect(tree[0]?.children?.[0]?.children?.map((row) => row.name)).toEqual(['上海一区', '上海二区']);
    expect(tree[1]?.children).toBeUndefined();
  });

  it('opens every unit with sub-units, including one that appears later, except those folded', () => {
    const before = [node(1, null, '公司'), node(2, 1, '华东大区'), node(3, 2, '上海一区')];
    expect(expandedUnits(before, new Set())).toEqual([1, 2]);
    const after = [...before, node(5, 1, '华北大区'), node(6, 5, '北京区')];
    expect(expandedUnits(after, new Set([2]))).toEqual([1, 5]);
  });
});
