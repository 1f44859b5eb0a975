import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Visit } from '../api/visit-types';
import { visitsNs } from '../locales/i18n';

const COLORS: Record<string, string> = { planned: 'processing', completed: 'success', cancelled: 'default' };

export function VisitStatusTag({ status }: { status: Visit['status'] }) {
  const { t } = useTranslation(visitsNs);
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
