import { useMemo, useState } from 'react';
import { Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { codesOf, MATERIAL_TYPES } from '@crm/shared/customer-reference';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useLibraryByType } from '../api/find-library';
import type { FormOptions } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';
import type { MeetingFormValues } from './form-values';

const TYPES = codesOf(MATERIAL_TYPES);

/**
 * Materials to show at the meeting: the library's materials of a type, offered only where a
 * version is approved and still valid (that version is what the meeting records).
 */
export function MaterialSelect({ approved }: { approved: FormOptions['materials'] }) {
  const { t } = useTranslation(meetingsNs);
  const lang = useLanguage();
  const [materialType, setMaterialType] = useState(TYPES[0]);
  const library = useLibraryByType(materialType);
  const form = Form.useFormInstance<MeetingFormValues>();
  const selected: number[] = Form.useWatch('libraryVersionIds', form) ?? [];
  const label = (version: FormOptions['materials'][number]) =>
    `${localizedName(lang, version.name, version.nameEn)} · ${t('form.materialVersion', { version: version.version, date: version.validUntil })}`;
  const options = useMemo(() => {
    const ofType = (library.data ?? []).flatMap((material) => approved.filter((version) => version.materialId === material.id));
    const kept = approved.filter((version) => selected.includes(version.id) && !ofType.includes(version));
    return [...ofType, ...kept].map((version) => ({ value: version.id, label: label(version) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [library.data, approved, selected, lang]);
  return (
    <Row gutter={12}>
      <Col xs={24} md={6}>
        <Form.Item label={t('form.materialType')}>
          <Select
            aria-label={t('form.materialType')}
            value={materialType}
            onChange={setMaterialType}
            options={MATERIAL_TYPES.map((type) => ({ value: type.code, label: lang === 'en' ? type.labelEn : type.label }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={18}>
        <Form.Item name="libraryVersionIds" label={t('form.materials')}>
          <Select
            mode="multiple"
            aria-label={t('form.materials')}
            placeholder={t('form.materialsPlaceholder')}
            loading={library.isFetching}
            options={options}
            optionFilterProp="label"
            notFoundContent={t('form.noApprovedMaterial')}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
