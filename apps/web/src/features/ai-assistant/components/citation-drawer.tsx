import { Descriptions, Drawer, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AiCitation } from '@crm/shared/contracts/ai';
import { usePassage } from '../api/conversations';
import { aiNs } from '../locales/i18n';

/** The source of a citation: the whole passage (when stored and still readable), else the quote. */
export function CitationDrawer({ citation, onClose }: { citation: AiCitation | null; onClose(): void }) {
  const { t } = useTranslation(aiNs);
  const passage = usePassage(citation?.passageId ?? null);
  return (
    <Drawer open={citation !== null} onClose={onClose} title={citation ? `[${citation.n}] ${citation.title}` : ''} size="large" destroyOnHidden>
      {citation && (
        <>
          <Descriptions column={1} size="small" items={[{ key: 'type', label: t('sources'), children: t(`sourceTypes.${citation.sourceType}`) }]} />
          <Typography.Title level={5}>{t('source')}</Typography.Title>
          {citation.passageId !== null && passage.isLoading ? (
            <Spin />
          ) : (
            <Typography.Paragraph className="ai-source-text">{passage.data?.text ?? citation.quote}</Typography.Paragraph>
          )}
          {citation.url && (
            <Typography.Link href={citation.url} target="_blank" rel="noreferrer">
              {t('openSource')}
            </Typography.Link>
          )}
        </>
      )}
    </Drawer>
  );
}
