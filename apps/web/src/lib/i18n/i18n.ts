import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Lang } from '@crm/shared/i18n';
import { createStore, useStore } from '../store';
import { storageKeys } from '../storage';
import type { LocaleShape } from './locale-shape';
import zh from './locales/zh.json';
import en from './locales/en.json';

export type { Lang };

function storedLanguage(): Lang {
  try {
    return window.localStorage.getItem(storageKeys.language) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

/** The UI language: stored under `languageType`, Chinese unless English was chosen. */
export const languageStore = createStore<Lang>(storedLanguage());

export const i18n = i18next.createInstance();

// The app-wide namespace (`common`): product name, languages, common actions, time labels, the kinds of
// academic tie between two doctors (`relationTypes`, keyed by RELATION_TYPES) and an approver's decision.
// Chinese is the reference: an English catalogue that lacks one of its keys does not compile.
const english: LocaleShape<typeof zh> = en;

void i18n.use(initReactI18next).init({
  lng: languageStore.get(),
  fallbackLng: false,
  ns: ['common'],
  defaultNS: 'common',
  resources: { zh: { common: zh }, en: { common: english } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

function applyLanguage(lang: Lang): void {
  dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en');
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}
applyLanguage(languageStore.get());

/** Switches the UI language everywhere (strings, Ant Design, dayjs, API messages) and remembers it. */
export function setLanguage(lang: Lang): void {
  window.localStorage.setItem(storageKeys.language, lang);
  applyLanguage(lang);
  void i18n.changeLanguage(lang);
  languageStore.set(lang);
}

export function useLanguage(): Lang {
  return useStore(languageStore);
}

/** The Accept-Language value for API calls, so server messages come back in the UI language. */
export function acceptLanguage(): string {
  return languageStore.get() === 'en' ? 'en' : 'zh-CN';
}

/**
 * Adds a feature's namespace; features call this once from their locale module. Chinese is the
 * reference: an English catalogue that lacks one of its keys does not compile.
 */
export function registerNamespace<T extends object>(namespace: string, resources: { zh: T; en: LocaleShape<NoInfer<T>> }): void {
  if (i18n.hasResourceBundle('zh', namespace)) return;
  i18n.addResourceBundle('zh', namespace, resources.zh);
  i18n.addResourceBundle('en', namespace, resources.en);
}

/** Picks the name in the UI language from a record with a Chinese and an English name. */
export function localizedName(lang: Lang, zhName: string, enName: string | null | undefined): string {
  return lang === 'en' && enName ? enName : zhName;
}
