import { DatePicker, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SUPPLIER_TYPES } from '@crm/shared/contracts/meeting-master-schemas';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAccess } from '@/lib/access/use-access';
import { suppliers, type Supplier, type SupplierBody } from '../api/master-data';
import { MasterDataPage } from '../components/master-data-page';
import { blankToNull, orDash } from '../components/text-values';
import { meetingSetupNs } from '../locales/i18n';

const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
type SupplierFormValues = Omit<SupplierBody, 'qualificationExpiry'> & { qualificationExpiry?: Dayjs | null };

const bodyOf = (row: Supplier): SupplierBody => ({
  name: row.name,
  nameEn: row.nameEn,
  creditCode: row.creditCode,
  type: row.type as SupplierBody['type'],
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  qualificationExpiry: row.qualificationExpiry,
  enabled: row.enabled,
});
const formOf = (row: Supplier): SupplierFormValues => ({ ...bodyOf(row), qualificationExpiry: row.qualificationExpiry ? dayjs(row.qualificationExpiry) : null });
const fromForm = (values: SupplierFormValues): SupplierBody => ({
  name: values.name.trim(),
  nameEn: blankToNull(values.nameEn),
  creditCode: values.creditCode.trim().toUpperCase(),
  type: values.type,
  contactName: blankToNull(values.contactName),
  contactPhone: blankToNull(values.contactPhone),
  qualificationExpiry: values.qualificationExpiry ? values.qualificationExpiry.format('YYYY-MM-DD') : null,
  enabled: values.enabled ?? true,
});

const DEFAULTS: Partial<SupplierFormValues> = { type: 'VENUE' };

/** `/meeting/supplier`: venues, agencies and caterers with their qualification dates. */
export default function SupplierPage() {
  const { t } = useTranslation(meetingSetupNs);
  const lang = useLanguage();
  const canEdit = useAccess().hasPermission(['meeting:supplier:edit']);
  const columns: TableColumnsType<Supplier> = [
    { title: t('supplier.name'), key: 'name', render: (_, row) => localizedName(lang, row.name, row.nameEn) },
    // Fits a laptop's content area: the phone goes under the contact, the qualification's end under its state.
    { title: <span title={t('supplier.creditCode')}>{t('supplier.creditCodeShort')}</span>, dataIndex: 'creditCode', width: 190 },
    { title: t('supplier.type'), dataIndex: 'type', width: 110, render: (type: string) => t(`supplierType.${type}`, { defaultValue: type }) },
    {
      title: t('supplier.contactName'),
      dataIndex: 'contactName',
      width: 140,
      render: (_, row) => (
        <>
          {orDash(row.contactName && localizedName(lang, row.contactName, row.contactNameEn))}
          {row.contactPhone && <div className="muted-note">{row.contactPhone}</div>}
        </>
      ),
    },
    {
      title: t('supplier.qualification'),
      dataIndex: 'isQualified',
      width: 140,
      render: (ok: boolean, row) => (
        <>
          {ok ? <Tag color="green">{t('supplier.qualified')}</Tag> : <Tag color="red">{t('supplier.unqualified')}</Tag>}
          {row.qualificationExpiry && <div className="muted-note">{t('supplier.until', { date: row.qualificationExpiry })}</div>}
        </>
      ),
    },
  ];

  return (
    <MasterDataPage<Supplier, SupplierBody, SupplierFormValues>
      resource={suppliers}
      texts={{
        title: t('supplier.title'),
        keyword: t('supplier.keyword'),
        add: t('supplier.add'),
        addTitle: t('supplier.addTitle'),
        editTitle: t('supplier.editTitle'),
        empty: t('supplier.empty'),
      }}
      columns={columns}
      bodyOf={bodyOf}
      formOf={formOf}
      defaults={DEFAULTS}
      fromForm={fromForm}
      canEdit={canEdit}
      fields={
        <>
          <Form.Item name="name" label={t('supplier.name')} rules={[{ required: true, whitespace: true, message: t('supplier.nameRequired') }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('supplier.nameEn')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="creditCode"
            label={t('supplier.creditCode')}
            normalize={(value: string) => value?.toUpperCase()}
            rules={[{ required: true, pattern: CREDIT_CODE, message: t('supplier.creditCodeInvalid') }]}
          >
            <Input maxLength={18} />
          </Form.Item>
          <Form.Item name="type" label={t('supplier.type')} rules={[{ required: true, message: t('supplier.typeRequired') }]}>
            <Select options={SUPPLIER_TYPES.map((type) => ({ value: type, label: t(`supplierType.${type}`) }))} />
          </Form.Item>
          <Form.Item name="contactName" label={t('supplier.contactName')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="contactPhone" label={t('supplier.contactPhone')}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="qualificationExpiry" label={t('supplier.qualificationExpiry')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </>
      }
    />
  );
}
