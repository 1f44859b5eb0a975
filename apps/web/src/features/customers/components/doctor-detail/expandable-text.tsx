import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { customersNs } from '../../locales/i18n';

/** Long text clamped to three lines with 展开/收起 (spec 9), only when longer than `threshold`. */
export function ExpandableText({ text, threshold }: { text: string | null; threshold: number }) {
  const { t } = useTranslation(customersNs);
  if (!text) return <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  if (text.length <= threshold) return <Typography.Paragraph className="expandable-text">{text}</Typography.Paragraph>;
  return (
    <Typography.Paragraph
      className="expandable-text"
      ellipsis={{ rows: 3, expandable: 'collapsible', symbol: (expanded: boolean) => (expanded ? t('common.collapse') : t('common.expand')) }}
    >
      {text}
    </Typography.Paragraph>
  );
}
