import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useTagCatalog } from '../../api/doctor-tags';
import { customersNs } from '../../locales/i18n';

/** Tag terms to filter by: each system group, then the user's own personal tags. */
export function TagTermSelect({ value, onChange }: { value: number[] | undefined; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const catalog = useTagCatalog();
  const groups = catalog.data?.groups ?? [];
  const personal = catalog.data?.personal ?? [];
  const options = [
    ...groups
      .filter((group) => group.terms.length > 0)
      .map((group) => ({
        label: localizedName(lang, group.name, group.nameEn),
        title: group.code,
        options: group.terms.map((term) => ({ value: term.id, label: localizedName(lang, term.value, term.valueEn) })),
      })),
    ...(personal.length ? [{ label: t('filters.personalTags'), title: 'personal', options: personal.map((term) => ({ value: term.id, label: term.value })) }] : []),
  ];
  return (
    <Select
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t('filters.tags')}
      placeholder={t('filters.any')}
      loading={catalog.isLoading}
      value={value ?? []}
      onChange={onChange}
      options={options}
    />
  );
}
