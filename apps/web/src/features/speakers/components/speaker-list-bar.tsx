import type { ReactNode } from 'react';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '@/components/keyword-search';
import { speakersNs } from '../locales/i18n';

/** The search box above a speaker list, with optional extra controls on the right. */
export function SpeakerListBar({ onSearch, children }: { onSearch: (keyword: string | undefined) => void; children?: ReactNode }) {
  const { t } = useTranslation(speakersNs);
  return (
    <div className="speaker-list-bar">
      <KeywordSearch width={300} placeholder={t('list.keyword')} enterButton={t('list.search')} onSearch={onSearch} />
      <Space wrap>{children}</Space>
    </div>
  );
}
