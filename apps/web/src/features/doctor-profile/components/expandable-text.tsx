import { useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { profileNs } from '../locales/i18n';
import { CLAMP_LINES, needsExpandLink } from './text-thresholds';

interface ExpandableTextProps {
  text: string;
  /** Characters past which the text is shown collapsed with 展开. */
  threshold: number;
  /** Lines the collapsed text may take at most (spec 9: three for the resume). */
  lines?: number;
  className?: string;
}

/**
 * A text that starts collapsed when it is longer than its threshold: the first `threshold`
 * characters (never more than `lines` lines), with 展开/收起 to toggle the rest.
 */
export function ExpandableText({ text, threshold, lines = CLAMP_LINES, className }: ExpandableTextProps) {
  const { t } = useTranslation(profileNs);
  const [expanded, setExpanded] = useState(false);
  const long = needsExpandLink(text, threshold);
  const trimmed = text.trim();
  const shown = long && !expanded ? `${Array.from(trimmed).slice(0, threshold).join('')}…` : trimmed;
  return (
    <div className={`expandable-text${className ? ` ${className}` : ''}`}>
      <span className="expandable-text__body" style={long && !expanded ? { WebkitLineClamp: lines } : undefined} data-collapsed={long && !expanded}>
        {shown}
      </span>
      {long && (
        <Typography.Link className="expandable-text__toggle" onClick={() => setExpanded((current) => !current)} aria-expanded={expanded}>
          {expanded ? t('collapse') : t('expand')}
        </Typography.Link>
      )}
    </div>
  );
}

/** The patent digest: clamped to three lines by measurement, with 展开/收起 when it overflows. */
export function ClampedParagraph({ text }: { text: string }) {
  const { t } = useTranslation(profileNs);
  return (
    <Typography.Paragraph
      className="clamped-paragraph"
      ellipsis={{ rows: CLAMP_LINES, expandable: 'collapsible', symbol: (expanded: boolean) => (expanded ? t('collapse') : t('expand')) }}
    >
      {text}
    </Typography.Paragraph>
  );
}
