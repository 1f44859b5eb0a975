import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '@/components/keyword-search';
import { meetingSetupNs } from '../locales/i18n';

/** Search on the left, filters and the add button on the right. */
export function SetupToolbar({
  placeholder,
  onSearch,
  addLabel,
  onAdd,
  children,
}: {
  placeholder: string;
  onSearch: (keyword: string | undefined) => void;
  addLabel?: string;
  onAdd?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(meetingSetupNs);
  return (
    <div className="setup-toolbar">
      <Space wrap>
        <KeywordSearch width={280} placeholder={placeholder} enterButton={t('common.search')} onSearch={onSearch} />
        {children}
      </Space>
      {addLabel && onAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </div>
  );
}
