import { useMemo } from 'react';
import { Form, Input, InputNumber, Select, TreeSelect, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAdjustPool, useCreatePool, type BudgetPool } from '../api/budgets';
import { useOrgUnits, type OrgUnit } from '../api/lookups';
import { useMyProducts } from '@/lib/api/products';
import { usedOf } from './budget-amount';
import { formatYuan, yuanToCents } from '@/lib/format';
import { meetingSetupNs } from '../locales/i18n';
import { EntityModal } from './entity-modal';
import { blankToNull } from './text-values';

interface OrgTreeOption {
  value: number;
  title: string;
  children: OrgTreeOption[];
}

/** The org units as TreeSelect options. */
export function useOrgTreeOptions(): { options: OrgTreeOption[]; nameOf: (id: number | null) => string; loading: boolean } {
  const lang = useLanguage();
  const units = useOrgUnits();
  return useMemo(() => {
    const byId = new Map<number, OrgTreeOption & { unit: OrgUnit }>(
      (units.data ?? []).map((u) => [u.id, { value: u.id, title: localizedName(lang, u.name, u.nameEn), children: [], unit: u }]),
    );
    const roots: OrgTreeOption[] = [];
    for (const node of byId.values()) {
      const parent = node.unit.parentId === null ? undefined : byId.get(node.unit.parentId);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    const strip = (node: OrgTreeOption): OrgTreeOption => ({ value: node.value, title: node.title, children: node.children.map(strip) });
    return { options: roots.map(strip), nameOf: (id) => (id === null ? '-' : (byId.get(id)?.title ?? String(id))), loading: units.isLoading };
  }, [units.data, units.isLoading, lang]);
}

interface CreateValues {
  orgId: number;
  productId: number;
  year: number;
  amountYuan: number;
  remark?: string;
}

/** A pool's amount in yuan, to the fen. */
function YuanInput(props: InputNumberProps<number>) {
  return <InputNumber {...props} min={0} max={100_000_000} precision={2} prefix="¥" style={{ width: '100%' }} />;
}

function RemarkField() {
  const { t } = useTranslation(meetingSetupNs);
  return (
    <Form.Item name="remark" label={t('budget.remark')}>
      <Input.TextArea rows={2} maxLength={500} />
    </Form.Item>
  );
}

/** Creates the pool of an org unit, product and year. */
export function CreatePoolModal({ open, year, onClose }: { open: boolean; year: number; onClose: () => void }) {
  const { t } = useTranslation(meetingSetupNs);
  const lang = useLanguage();
  const orgs = useOrgTreeOptions();
  const products = useMyProducts();
  const create = useCreatePool();
  const initialValues = useMemo(() => ({ year, remark: '' }), [year]);
  return (
    <EntityModal<CreateValues>
      open={open}
      name="createPool"
      title={t('budget.addTitle')}
      initialValues={initialValues}
      saving={create.isPending}
      onSave={(values) =>
        create.mutateAsync({
          orgId: values.orgId,
          productId: values.productId,
          year: values.year,
          budgetCents: yuanToCents(values.amountYuan) ?? 0,
          remark: blankToNull(values.remark),
        })
      }
      savedMessage={t('budget.created')}
      onClose={onClose}
    >
      <Form.Item name="orgId" label={t('budget.org')} rules={[{ required: true, message: t('budget.orgRequired') }]}>
        {/* Not virtual: a virtual list kept the previous search's scroll position, hiding the best match above it. */}
        <TreeSelect treeData={orgs.options} loading={orgs.loading} showSearch={{ treeNodeFilterProp: 'title' }} treeDefaultExpandAll={false} virtual={false} />
      </Form.Item>
      <Form.Item name="productId" label={t('budget.product')} rules={[{ required: true, message: t('budget.productRequired') }]}>
        <Select options={(products.data ?? []).map((p) => ({ value: p.id, label: localizedName(lang, p.name, p.nameEn) }))} />
      </Form.Item>
      <Form.Item name="year" label={t('budget.year')} rules={[{ required: true, message: t('common.required') }]}>
        <InputNumber min={2000} max={2100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="amountYuan" label={t('budget.amount')} rules={[{ required: true, message: t('budget.amountRequired') }]}>
        <YuanInput />
      </Form.Item>
      <RemarkField />
    </EntityModal>
  );
}

/** Changes a pool's amount; it may not drop below what meetings already use. */
export function AdjustPoolModal({ pool, onClose }: { pool: BudgetPool | null; onClose: () => void }) {
  const { t } = useTranslation(meetingSetupNs);
  const lang = useLanguage();
  const adjust = useAdjustPool();
  const initialValues = useMemo(() => (pool ? { amountYuan: pool.budgetCents / 100, remark: pool.remark ?? '' } : {}), [pool]);
  const used = pool ? usedOf(pool) : 0;
  return (
    <EntityModal<{ amountYuan: number; remark?: string }>
      open={pool !== null}
      name="adjustPool"
      title={
        pool
          ? t('budget.adjustTitle', { org: localizedName(lang, pool.orgName, pool.orgNameEn), product: localizedName(lang, pool.productName, pool.productNameEn), year: pool.year })
          : ''
      }
      initialValues={initialValues}
      saving={adjust.isPending}
      onSave={async (values) => {
        if (pool) await adjust.mutateAsync({ id: pool.id, budgetCents: yuanToCents(values.amountYuan) ?? 0, remark: blankToNull(values.remark) });
      }}
      savedMessage={t('budget.adjusted')}
      onClose={onClose}
    >
      <Form.Item
        name="amountYuan"
        label={t('budget.amount')}
        extra={t('budget.used', { used: formatYuan(used) })}
        rules={[
          { required: true, message: t('budget.amountRequired') },
          {
            validator: async (_, value: number | null) => {
              if (value !== null && value !== undefined && (yuanToCents(value) ?? 0) < used) throw new Error(t('budget.belowUsed', { used: formatYuan(used) }));
            },
          },
        ]}
      >
        <YuanInput />
      </Form.Item>
      <RemarkField />
    </EntityModal>
  );
}
