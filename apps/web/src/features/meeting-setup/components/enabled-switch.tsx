import { App, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { meetingSetupNs } from '../locales/i18n';

/** Enables or disables a row in place by saving it with the flag flipped. */
export function EnabledSwitch({ enabled, onToggle, loading }: { enabled: boolean; onToggle: (enabled: boolean) => Promise<unknown>; loading?: boolean }) {
  const { t } = useTranslation(meetingSetupNs);
  const { message } = App.useApp();
  return (
    <Switch
      size="small"
      checked={enabled}
      loading={loading}
      checkedChildren={t('common.enabled')}
      unCheckedChildren={t('common.disabled')}
      onChange={async (checked) => {
        await onToggle(checked);
        void message.success(t('common.statusChanged'));
      }}
    />
  );
}
