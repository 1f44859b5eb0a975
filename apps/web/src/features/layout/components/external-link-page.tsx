import { Button, Result } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { layoutNs } from '../locales/i18n';
import { openExternal } from '../open-external';

/** Reached by address for an entry that opens an outside system (`externalApi`). */
export function ExternalLinkPage({ address, title }: { address: string; title: string }) {
  const { t } = useTranslation(layoutNs);
  return (
    <Result
      icon={<ExportOutlined />}
      title={t('frame.externalTitle')}
      subTitle={t('frame.externalDescription', { title })}
      extra={
        <Button type="primary" icon={<ExportOutlined />} onClick={() => openExternal(address)}>
          {t('frame.openInNewWindow')}
        </Button>
      }
    />
  );
}
