import { createStore } from '@/lib/store';
import { readJson, removeKey, storageKeys, writeJson } from '@/lib/storage';

export type ThemeColor = 'blue' | 'green';
export type SideTheme = 'dark' | 'light';

/** The settings drawer's choices (spec 2.4), saved under `layout-setting`. */
export interface LayoutSettings {
  themeColor: ThemeColor;
  sideTheme: SideTheme;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
}

export const THEME_COLORS: Record<ThemeColor, string> = { blue: '#1677ff', green: '#10a37f' };

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  themeColor: 'blue',
  sideTheme: 'dark',
  topNav: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  dynamicTitle: true,
};

function sanitize(stored: Partial<LayoutSettings> | undefined): LayoutSettings {
  const settings = { ...DEFAULT_LAYOUT_SETTINGS };
  if (!stored || typeof stored !== 'object') return settings;
  if (stored.themeColor === 'blue' || stored.themeColor === 'green') settings.themeColor = stored.themeColor;
  if (stored.sideTheme === 'dark' || stored.sideTheme === 'light') settings.sideTheme = stored.sideTheme;
  for (const key of ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'] as const) {
    if (typeof stored[key] === 'boolean') settings[key] = stored[key];
  }
  return settings;
}

/** Live settings: the drawer changes them at once; Save keeps them. */
export const layoutSettingsStore = createStore<LayoutSettings>(sanitize(readJson<Partial<LayoutSettings>>(storageKeys.layoutSetting)));

export function saveLayoutSettings(): void {
  writeJson(storageKeys.layoutSetting, layoutSettingsStore.get());
}

/** Forgets the saved settings and reloads the page with the defaults. */
export function resetLayoutSettings(): void {
  removeKey(storageKeys.layoutSetting);
  window.location.reload();
}

/** Whether the side menu is collapsed (spec 4: sidebar open or collapsed). */
export const sidebarCollapsedStore = createStore(false);

/** Whether the settings drawer is open. */
export const settingsDrawerOpenStore = createStore(false);
