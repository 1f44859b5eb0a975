import { Form, Input, Switch, TreeSelect, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAccess } from '@/lib/access/use-access';
import { costCentres, type CostCentre, type CostCentreBody } from '../api/master-data';
import { MasterDataPage } from '../components/master-data-page';
import { useOrgTreeOptions } from '../components/pool-forms';
import { meetingSetupNs } from '../locales/i18n';

const bodyOf = (row: CostCentre | CostCentreBody): CostCentreBody => ({
  code: row.code.trim(),
  name: row.name.trim(),
  nameEn: row.nameEn?.trim() || null,
  orgId: row.orgId ?? null,
  enabled: row.enabled ?? true,
});
const DEFAULTS: Partial<CostCentreBody> = { enabled: true };

/** `/meeting/ccio/cc`: cost centres meetings are charged to; budget owners maintain them. */
export default function CostCentrePage() {
  const { t } = useTranslation(meetingSetupNs);
  const lang = useLanguage();
  const canEdit = useAccess().hasPermission(['meeting:budget:edit']);
  const orgs = useOrgTreeOptions();
  const columns: TableColumnsType<CostCentre> = [
    { title: t('ccio.code'), dataIndex: 'code', width: 140 },
    { title: t('ccio.name'), key: 'name', render: (_, row) => localizedName(lang, row.name, row.nameEn) },
    { title: t('ccio.org'), dataIndex: 'orgId', width: 200, render: (id: number | null) => orgs.nameOf(id) },
  ];

  return (
    <MasterDataPage<CostCentre, CostCentreBody>
      resource={costCentres}
      texts={{ title: t('ccio.ccTitle'), keyword: t('ccio.keyword'), add: t('ccio.addCc'), addTitle: t('ccio.addCc'), editTitle: t('ccio.editCc'), empty: t('ccio.emptyCc') }}
      columns={columns}
      bodyOf={bodyOf}
      formOf={bodyOf}
      defaults={DEFAULTS}
      fromForm={bodyOf}
      canEdit={canEdit}
      fields={
        <>
          <Form.Item name="code" label={t('ccio.code')} rules={[{ required: true, whitespace: true, message: t('ccio.codeRequired') }]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="name" label={t('ccio.name')} rules={[{ required: true, whitespace: true, message: t('ccio.nameRequired') }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('ccio.nameEn')}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="orgId" label={t('ccio.org')}>
            <TreeSelect allowClear treeData={orgs.options} showSearch={{ treeNodeFilterProp: 'title' }} />
          </Form.Item>
          <Form.Item name="enabled" label={t('common.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      }
    />
  );
}
