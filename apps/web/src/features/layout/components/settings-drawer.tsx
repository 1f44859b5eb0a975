import { App, Button, Divider, Drawer, Space, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { layoutNs } from '../locales/i18n';
import {
  layoutSettingsStore,
  resetLayoutSettings,
  saveLayoutSettings,
  settingsDrawerOpenStore,
  THEME_COLORS,
  type LayoutSettings,
  type SideTheme,
  type ThemeColor,
} from '../stores/layout-settings';

type ToggleKey = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';
const TOGGLES: ToggleKey[] = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'];

function update(patch: Partial<LayoutSettings>): void {
  layoutSettingsStore.set((current) => ({ ...current, ...patch }));
}

/** The 300 px settings drawer; changes show at once, Save keeps them, Reset forgets them. */
export function SettingsDrawer() {
  const { t } = useTranslation(layoutNs);
  const { message, modal } = App.useApp();
  const open = useStore(settingsDrawerOpenStore);
  const settings = useStore(layoutSettingsStore);

  const sideThemes: Array<{ value: SideTheme; label: string }> = [
    { value: 'dark', label: t('settings.sideDark') },
    { value: 'light', label: t('settings.sideLight') },
  ];

  return (
    <Drawer
      title={t('settings.title')}
      size={300}
      open={open}
      onClose={() => settingsDrawerOpenStore.set(false)}
      className="settings-drawer"
      footer={
        <Space className="settings-drawer__footer">
          <Button
            type="primary"
            onClick={() => {
              saveLayoutSettings();
              void message.success(t('settings.saved'));
              settingsDrawerOpenStore.set(false);
            }}
          >
            {t('settings.save')}
          </Button>
          <Button
            onClick={() =>
              modal.confirm({
                title: t('settings.reset'),
                content: t('settings.resetConfirm'),
                okText: t('logoutConfirm.ok'),
                cancelText: t('logoutConfirm.cancel'),
                onOk: resetLayoutSettings,
              })
            }
          >
            {t('settings.reset')}
          </Button>
        </Space>
      }
    >
      <h4 className="settings-drawer__heading">{t('settings.sideTheme')}</h4>
      <div className="settings-drawer__styles">
        {sideThemes.map(({ value, label }) => (
          <Tooltip key={value} title={label}>
            <button
              type="button"
              aria-label={label}
              aria-pressed={settings.sideTheme === value}
              className={`style-swatch style-swatch--${value}`}
              onClick={() => update({ sideTheme: value })}
            >
              {settings.sideTheme === value && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>

      <h4 className="settings-drawer__heading">{t('settings.themeColor')}</h4>
      <div className="settings-drawer__colors">
        {(Object.keys(THEME_COLORS) as ThemeColor[]).map((color) => (
          <Tooltip key={color} title={t(`settings.colors.${color}`)}>
            <button
              type="button"
              aria-label={t(`settings.colors.${color}`)}
              aria-pressed={settings.themeColor === color}
              className="color-swatch"
              style={{ background: THEME_COLORS[color] }}
              onClick={() => update({ themeColor: color })}
            >
              {settings.themeColor === color && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>

      <Divider />
      <h4 className="settings-drawer__heading">{t('settings.layoutSection')}</h4>
      {TOGGLES.map((key) => (
        <label key={key} className="settings-drawer__row">
          <span>{t(`settings.${key}`)}</span>
          <Switch size="small" checked={settings[key]} onChange={(checked) => update({ [key]: checked })} aria-label={t(`settings.${key}`)} />
        </label>
      ))}
    </Drawer>
  );
}
