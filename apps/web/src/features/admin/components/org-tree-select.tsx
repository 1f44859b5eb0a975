import { TreeSelect } from 'antd';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useOrgTree, type OrgNode } from '../api/organizations';

interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: TreeOption[];
}

function toOptions(nodes: OrgNode[], lang: 'zh' | 'en', excluded?: number): TreeOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: localizedName(lang, node.name, node.nameEn),
    disabled: node.id === excluded,
    children: node.id === excluded ? [] : toOptions(node.children, lang, excluded),
  }));
}

interface OrgTreeSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  /** An organization that may not be picked (with its subtree): the one being moved. */
  excluded?: number;
  allowClear?: boolean;
  id?: string;
}

/** Picks an organization from the tenant's tree. */
export function OrgTreeSelect({ value, onChange, placeholder, excluded, allowClear = true, id }: OrgTreeSelectProps) {
  const lang = useLanguage();
  const tree = useOrgTree();
  return (
    <TreeSelect
      id={id}
      value={value ?? undefined}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
      treeData={toOptions(tree.data ?? [], lang, excluded)}
      loading={tree.isLoading}
      placeholder={placeholder}
      allowClear={allowClear}
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      style={{ width: '100%' }}
    />
  );
}
