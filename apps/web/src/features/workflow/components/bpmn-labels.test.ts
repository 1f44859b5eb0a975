// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import en from '../locales/en.json';
import { localizeDiagram } from './bpmn-labels';

const t = ((key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en)) as unknown as TFunction;
const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"><process id="p" name="通用审批">
  <userTask id="lineManager" name="直属上级审批"/>
  <sequenceFlow id="lineManager_approve" name="同意" sourceRef="lineManager" targetRef="endApproved"/>
  <sequenceFlow id="lineManager_reject" name="驳回" sourceRef="lineManager" targetRef="applicantRevise"/>
  <userTask id="applicantRevise" name="申请人修改 Applicant revises"/>
  <endEvent id="endApproved" name="通过 Approved"/>
</process></definitions>`;

describe('diagram labels', () => {
  it('names steps, ends and flows in English for an English reader', () => {
    const localized = localizeDiagram(xml, [{ id: 'lineManager', name: '直属上级审批', nameEn: 'Line manager', assignee: null, hasCondition: false }], 'en', t);
    const document = new DOMParser().parseFromString(localized, 'application/xml');
    const name = (id: string) => document.querySelector(`[id="${id}"]`)?.getAttribute('name');
    expect(name('lineManager')).toBe('Line manager');
    expect(name('lineManager_approve')).toBe('Approve');
    expect(name('lineManager_reject')).toBe('Reject');
    expect(name('applicantRevise')).toBe('Applicant revises');
    expect(name('endApproved')).toBe('Approved');
  });
});
