import { Form, TreeSelect, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAccess } from '@/lib/access/use-access';
import { costCentres, type CostCentre, type CostCentreBody } from '../api/master-data';
import { codedEntryOf, CodeNameFields } from '../components/code-name-fields';
import { bodyAsForm, MasterDataPage } from '../components/master-data-page';
import { useOrgTreeOptions } from '../components/pool-forms';
import { meetingSetupNs } from '../locales/i18n';

const bodyOf = (row: CostCentre | CostCentreBody): CostCentreBody => ({
  ...codedEntryOf(row),
  orgId: row.orgId ?? null,
});

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
      {...bodyAsForm(bodyOf)}
      canEdit={canEdit}
      fields={
        <>
          <CodeNameFields />
          <Form.Item name="orgId" label={t('ccio.org')}>
            <TreeSelect allowClear treeData={orgs.options} showSearch={{ treeNodeFilterProp: 'title' }} />
          </Form.Item>
        </>
      }
    />
  );
}
