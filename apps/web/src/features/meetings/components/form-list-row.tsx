import type { ReactNode } from 'react';
import { Button, Col, Row, type RowProps } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { meetingsNs } from '../locales/i18n';

/** One entry of a list in the meeting form (a budget line, a speaker, an agenda item), ending with the button that removes it. */
export function FormListRow({ align, onRemove, children }: { align?: RowProps['align']; onRemove: () => void; children: ReactNode }) {
  const { t } = useTranslation(meetingsNs);
  return (
    <Row gutter={12} align={align}>
      {children}
      <Col xs={4} md={2}>
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('common.remove')} onClick={onRemove} />
      </Col>
    </Row>
  );
}
