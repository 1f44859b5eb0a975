import type { TFunction } from 'i18next';
import type { InstanceStep } from '../api/workflow-types';

/**
 * The generated BPMN carries the Chinese names; before drawing, every step, end and flow gets
 * its name in the user's language (flows are recognised by the id suffixes the server writes).
 */
export function localizeDiagram(xml: string, steps: InstanceStep[], lang: 'zh' | 'en', t: TFunction): string {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) return xml;
  const stepNames = new Map(steps.map((step) => [step.id, lang === 'en' ? step.nameEn : step.name]));
  const fixed: Record<string, string> = {
    endApproved: t('diagramLabels.approved'),
    endWithdrawn: t('diagramLabels.withdrawn'),
    applicantRevise: t('diagramLabels.revise'),
  };
  const flowName = (id: string): string | null => {
    if (id.endsWith('_resubmit')) return t('diagramLabels.resubmit');
    if (id.endsWith('_withdraw')) return t('diagramLabels.withdrawn');
    if (id.endsWith('_approve')) return t('diagramLabels.approve');
    if (id.endsWith('_reject')) return t('diagramLabels.reject');
    if (id.includes('_back_')) return t('diagramLabels.returnBack');
    return null;
  };
  for (const element of Array.from(document.getElementsByTagName('*'))) {
    const id = element.getAttribute('id');
    if (!id || !element.hasAttribute('name')) continue;
    const name = fixed[id] ?? stepNames.get(id) ?? (element.localName === 'sequenceFlow' ? flowName(id) : null);
    if (name) element.setAttribute('name', name);
  }
  return new XMLSerializer().serializeToString(document);
}
