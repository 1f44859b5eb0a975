// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { i18n, registerNamespace } from '@/lib/i18n/i18n';
import { applyOverrides, productText, toProductPlaceholders } from './language-overrides';

describe('language entries at run time', () => {
  it('turns {name} placeholders into the product’s {{name}} ones', () => {
    expect(toProductPlaceholders('共 {count} 条')).toBe('共 {{count}} 条');
    expect(toProductPlaceholders('{{count}} left, {n} done')).toBe('{{count}} left, {{n}} done');
  });

  it('overrides loaded texts in both languages and keeps the product’s own text', () => {
    registerNamespace('overrideLoaded', { zh: { title: '工作台', count: '{{n}} 条' }, en: { title: 'Workspace', count: '{{n}} items' } });
    applyOverrides({ zh: { overrideLoaded: { title: '我的工作台', count: '共 {n} 条' } }, en: { overrideLoaded: { title: 'My desk' } } });
    expect(i18n.t('overrideLoaded:title', { lng: 'zh' })).toBe('我的工作台');
    expect(i18n.t('overrideLoaded:title', { lng: 'en' })).toBe('My desk');
    expect(i18n.t('overrideLoaded:count', { lng: 'zh', n: 3 })).toBe('共 3 条');
    expect(i18n.t('overrideLoaded:count', { lng: 'en', n: 3 })).toBe('3 items');
    expect(productText('zh', 'overrideLoaded', 'title')).toBe('工作台');
  });

  it('applies to a part of the product that registers its texts later, without losing its other texts', () => {
    applyOverrides({ zh: { overrideLater: { 'form.save': '提交' } }, en: { overrideLater: { 'form.save': 'Submit' } } });
    registerNamespace('overrideLater', { zh: { form: { save: '保存', cancel: '取消' } }, en: { form: { save: 'Save', cancel: 'Cancel' } } });
    expect(i18n.t('overrideLater:form.save', { lng: 'zh' })).toBe('提交');
    expect(i18n.t('overrideLater:form.save', { lng: 'en' })).toBe('Submit');
    expect(i18n.t('overrideLater:form.cancel', { lng: 'zh' })).toBe('取消');
  });
});
