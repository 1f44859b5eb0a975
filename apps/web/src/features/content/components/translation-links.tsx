import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArticleSummary } from '@crm/shared/contracts/content-articles';
import { contentNs } from '../locales/i18n';
import { contentDetailPath, STATUS_COLORS } from './format';

/** An article's twins in other languages, each a link to it (with its title and status where there is room). */
export function TranslationLinks({ translations, withTitle = false }: { translations: ArticleSummary['translations']; withTitle?: boolean }) {
  const { t } = useTranslation(contentNs);
  return (
    <Space size={4} wrap>
      {translations.map((twin) => (
        <Link key={twin.id} to={contentDetailPath(twin.id)} lang={twin.language}>
          <Tag>{t(`language.${twin.language}`, { defaultValue: twin.language })}</Tag>
          {withTitle && (
            <>
              {twin.title} <Tag color={STATUS_COLORS[twin.status]}>{t(`status.${twin.status}`)}</Tag>
            </>
          )}
        </Link>
      ))}
    </Space>
  );
}
