import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { MATERIAL_TYPES } from '@crm/shared/contracts/meeting-master-schemas';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAddMaterial, useAddVersion, type Material } from '../api/library';
import { useMyProducts } from '@/lib/api/products';
import { meetingSetupNs } from '../locales/i18n';
import { EntityModal } from './entity-modal';
import { blankToNull } from './text-values';

interface MaterialFormValues {
  materialType?: (typeof MATERIAL_TYPES)[number];
  title?: string;
  titleEn?: string;
  productId?: number | null;
  fileName?: string;
  url?: string;
  approvalCode?: string;
  validUntil: Dayjs;
  note?: string;
}

const NO_VALUES: Partial<MaterialFormValues> = {};

/** Adds a material with its first version, or (given a material) its next version; both wait for review. */
export function MaterialForm({ material, open, onClose }: { material: Material | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(meetingSetupNs);
  const lang = useLanguage();
  const products = useMyProducts();
  const addMaterial = useAddMaterial();
  const addVersion = useAddVersion();
  const isVersion = material !== null;

  const save = async (values: MaterialFormValues) => {
    const version = {
      fileName: blankToNull(values.fileName),
      url: blankToNull(values.url),
      approvalCode: blankToNull(values.approvalCode),
      validUntil: values.validUntil.format('YYYY-MM-DD'),
      note: blankToNull(values.note),
    };
    if (material) {
      await addVersion.mutateAsync({ materialId: material.id, body: version });
    } else {
      await addMaterial.mutateAsync({
        materialType: values.materialType!,
        title: values.title!.trim(),
        titleEn: blankToNull(values.titleEn),
        productId: values.productId ?? null,
        ...version,
      });
    }
  };

  return (
    <EntityModal<MaterialFormValues>
      open={open}
      title={material ? t('library.newVersionTitle', { title: localizedName(lang, material.title, material.titleEn) }) : t('library.addTitle')}
      className="material-form"
      width={640}
      initialValues={NO_VALUES}
      saving={addMaterial.isPending || addVersion.isPending}
      onSave={save}
      savedMessage={material ? t('library.versionCreated') : t('library.created')}
      onClose={onClose}
    >
      {!isVersion && (
        <>
          <Form.Item name="materialType" label={t('library.type')} rules={[{ required: true, message: t('library.typeRequired') }]}>
            <Select options={MATERIAL_TYPES.map((type) => ({ value: type, label: t(`materialType.${type}`) }))} />
          </Form.Item>
          <Form.Item name="title" label={t('library.materialTitle')} rules={[{ required: true, whitespace: true, message: t('library.titleRequired') }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="titleEn" label={t('library.titleEn')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="productId" label={t('library.product')}>
            <Select allowClear placeholder={t('library.productAny')} options={(products.data ?? []).map((p) => ({ value: p.id, label: localizedName(lang, p.name, p.nameEn) }))} />
          </Form.Item>
        </>
      )}
      <Form.Item name="fileName" label={t('library.fileName')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="url" label={t('library.url')} extra={t('library.urlHint')} rules={[{ type: 'url', pattern: /^https?:\/\//i, message: t('library.urlInvalid') }]}>
        <Input maxLength={500} placeholder="https://" />
      </Form.Item>
      <Form.Item name="approvalCode" label={t('library.approvalCode')} extra={t('library.approvalCodeHint')}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="validUntil" label={t('library.validUntil')} rules={[{ required: true, message: t('library.validUntilRequired') }]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="note" label={t('library.note')}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
    </EntityModal>
  );
}
