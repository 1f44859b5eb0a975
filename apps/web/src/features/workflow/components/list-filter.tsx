import { useState } from 'react';
import { Space } from 'antd';
import { PROCESS_TYPES, type ProcessType } from '@crm/shared/contracts/workflow-schemas';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-select';
import { KeywordSearch } from '@/components/keyword-search';
import { workflowNs } from '../locales/i18n';

export interface ListFilterValue {
  processType?: ProcessType | undefined;
  keyword?: string | undefined;
}

/** Process type and title search above the workflow lists; reports only what changed. */
export function ListFilter({ onChange }: { onChange: (value: ListFilterValue) => void }) {
  const { t } = useTranslation(workflowNs);
  const [processType, setProcessType] = useState<ProcessType | undefined>();
  return (
    <Space wrap className="workflow-filter">
      <FilterSelect
        label={t('column.processType')}
        placeholder={t('filter.allTypes')}
        width={200}
        value={processType}
        options={PROCESS_TYPES.map((type) => ({ value: type, label: t(`processType.${type}`) }))}
        onChange={(value: ProcessType | undefined) => {
          setProcessType(value);
          onChange({ processType: value });
        }}
      />
      <KeywordSearch width={260} placeholder={t('filter.keyword')} enterButton={t('filter.search')} onSearch={(keyword) => onChange({ keyword })} />
    </Space>
  );
}
