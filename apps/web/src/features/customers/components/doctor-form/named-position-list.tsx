import { Button, Form, Input, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { customersNs } from '../../locales/i18n';

/** Rows of a name and a position (associations, journals), stored as `name#position`. */
export function NamedPositionList({ name, label, nameLabel, positionLabel }: { name: string; label: string; nameLabel: string; positionLabel: string }) {
  const { t } = useTranslation(customersNs);
  const noHash = { pattern: /^[^#]*$/, message: t('rules.noHash') };
  return (
    <Form.Item label={label}>
      <Form.List name={name}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Space key={row.key} align="baseline" className="form-list-row">
                <Form.Item
                  name={[row.name, 'name']}
                  rules={[{ required: true, whitespace: true, message: t('rules.required', { field: nameLabel }) }, { max: 100, message: t('rules.max', { max: 100 }) }, noHash]}
                >
                  <Input placeholder={nameLabel} aria-label={nameLabel} />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'position']}
                  rules={[{ required: true, whitespace: true, message: t('rules.required', { field: positionLabel }) }, { max: 50, message: t('rules.max', { max: 50 }) }, noHash]}
                >
                  <Input placeholder={positionLabel} aria-label={positionLabel} />
                </Form.Item>
                <MinusCircleOutlined onClick={() => remove(row.name)} aria-label={t('common.delete')} />
              </Space>
            ))}
            <Button type="dashed" onClick={() => add({ name: '', position: '' })} icon={<PlusOutlined />}>
              {t('archive.addRow')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
