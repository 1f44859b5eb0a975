import { Button, Form, Input, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { aiNs } from '../locales/i18n';

export type KeyName = 'chatKey' | 'embeddingKey' | 'pubmedKey';

/**
 * A write-only key: the browser only learns whether one is set. Typing replaces it, leaving it
 * blank keeps it, and "remove" clears it at the next save.
 */
export function KeyField({ name, isSet, isRemoving, onRemoving }: { name: KeyName; isSet: boolean; isRemoving: boolean; onRemoving: (on: boolean) => void }) {
  const { t } = useTranslation(aiNs);
  const state = isRemoving ? 'removing' : isSet ? 'set' : 'notSet';
  return (
    <Form.Item
      label={
        <Space size={4}>
          {t('settings.key')}
          <Tag color={state === 'set' ? 'green' : state === 'removing' ? 'orange' : 'default'}>{t(`settings.keyState.${state}`)}</Tag>
        </Space>
      }
    >
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} noStyle>
          <Input.Password
            aria-label={t(`settings.keyLabel.${name}`)}
            autoComplete="new-password"
            maxLength={500}
            disabled={isRemoving}
            placeholder={isSet ? t('settings.keyKeep') : t('settings.keyEnter')}
            visibilityToggle={false}
          />
        </Form.Item>
        {isSet && <Button onClick={() => onRemoving(!isRemoving)}>{isRemoving ? t('settings.keyUndo') : t('settings.keyRemove')}</Button>}
      </Space.Compact>
    </Form.Item>
  );
}
