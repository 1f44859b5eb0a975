import { Form, Input, Select, type TableColumnsType } from 'antd';
import { INSTITUTION_TYPES } from '@crm/shared/contracts/meeting-master-schemas';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAccess } from '@/lib/access/use-access';
import { institutions, type Institution, type InstitutionBody } from '../api/master-data';
import { bodyAsForm, MasterDataPage } from '../components/master-data-page';
import { blankToNull, orDash } from '../components/text-values';
import { meetingSetupNs } from '../locales/i18n';

const bodyOf = (row: Institution | InstitutionBody): InstitutionBody => ({
  name: row.name.trim(),
  nameEn: blankToNull(row.nameEn),
  type: row.type as InstitutionBody['type'],
  city: blankToNull(row.city),
  address: blankToNull(row.address),
  contactName: blankToNull(row.contactName),
  contactPhone: blankToNull(row.contactPhone),
  enabled: row.enabled ?? true,
});
const DEFAULTS: Partial<InstitutionBody> = { type: 'HOSPITAL' };

/** `/meeting/institution`: institutions meetings are held with (hospitals, associations, universities). */
export default function InstitutionPage() {
  const { t } = useTranslation(meetingSetupNs);
  const lang = useLanguage();
  const canEdit = useAccess().hasPermission(['meeting:institution:edit']);
  const columns: TableColumnsType<Institution> = [
    { title: t('institution.name'), key: 'name', render: (_, row) => localizedName(lang, row.name, row.nameEn) },
    { title: t('institution.type'), dataIndex: 'type', width: 120, render: (type: string) => t(`institutionType.${type}`, { defaultValue: type }) },
    { title: t('institution.city'), dataIndex: 'city', width: 100, render: (_, row) => orDash(row.city && localizedName(lang, row.city, row.cityEn)) },
    { title: t('institution.address'), dataIndex: 'address', ellipsis: true, render: orDash },
    // The phone under the contact's name, so that the list fits a laptop's content area.
    {
      title: t('institution.contactName'),
      dataIndex: 'contactName',
      width: 140,
      render: (_, row) => (
        <>
          {orDash(row.contactName && localizedName(lang, row.contactName, row.contactNameEn))}
          {row.contactPhone && <div className="muted-note">{row.contactPhone}</div>}
        </>
      ),
    },
  ];

  return (
    <MasterDataPage<Institution, InstitutionBody>
      resource={institutions}
      texts={{
        title: t('institution.title'),
        keyword: t('institution.keyword'),
        add: t('institution.add'),
        addTitle: t('institution.addTitle'),
        editTitle: t('institution.editTitle'),
        empty: t('institution.empty'),
      }}
      columns={columns}
      {...bodyAsForm(bodyOf)}
      defaults={DEFAULTS}
      canEdit={canEdit}
      fields={
        <>
          <Form.Item name="name" label={t('institution.name')} rules={[{ required: true, whitespace: true, message: t('institution.nameRequired') }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('institution.nameEn')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="type" label={t('institution.type')} rules={[{ required: true, message: t('institution.typeRequired') }]}>
            <Select options={INSTITUTION_TYPES.map((type) => ({ value: type, label: t(`institutionType.${type}`) }))} />
          </Form.Item>
          <Form.Item name="city" label={t('institution.city')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="address" label={t('institution.address')}>
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item name="contactName" label={t('institution.contactName')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="contactPhone" label={t('institution.contactPhone')}>
            <Input maxLength={40} />
          </Form.Item>
        </>
      }
    />
  );
}
