import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useCities, useProvinces } from '../../api/reference';
import { customersNs } from '../../locales/i18n';

interface RegionSelectsProps {
  provinceCode: string | undefined;
  cityCode: string | undefined;
  onProvinceChange: (code: string | undefined) => void;
  onCityChange: (code: string | undefined) => void;
  /** Shown when nothing is chosen; "any" by default (filter panels label the field separately). */
  placeholder?: string;
}

export function ProvinceSelect({ provinceCode, onProvinceChange, placeholder }: Pick<RegionSelectsProps, 'provinceCode' | 'onProvinceChange' | 'placeholder'>) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const provinces = useProvinces();
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t('filters.province')}
      placeholder={placeholder ?? t('filters.any')}
      loading={provinces.isLoading}
      value={provinceCode}
      onChange={(value?: string) => onProvinceChange(value)}
      options={(provinces.data ?? []).map((region) => ({ value: region.code, label: localizedName(lang, region.name, region.nameEn) }))}
    />
  );
}

export function CitySelect({ provinceCode, cityCode, onCityChange, placeholder }: Pick<RegionSelectsProps, 'provinceCode' | 'cityCode' | 'onCityChange' | 'placeholder'>) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const cities = useCities(provinceCode);
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t('filters.city')}
      placeholder={provinceCode ? (placeholder ?? t('filters.any')) : t('filters.provinceFirst')}
      disabled={!provinceCode}
      loading={cities.isLoading}
      value={cityCode}
      onChange={(value?: string) => onCityChange(value)}
      options={(cities.data ?? []).map((region) => ({ value: region.code, label: localizedName(lang, region.name, region.nameEn) }))}
    />
  );
}
