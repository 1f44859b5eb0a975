import { useEffect, useRef, useState } from 'react';
import { Alert, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/i18n';
import { useInstanceDiagram } from '../api/instance-detail';
import type { InstanceStep } from '../api/workflow-types';
import { localizeDiagram } from './bpmn-labels';
import { workflowNs } from '../locales/i18n';

interface Viewer {
  importXML(xml: string): Promise<unknown>;
  get<T>(name: string): T;
  destroy(): void;
}
interface Canvas {
  addMarker(id: string, marker: string): void;
  zoom(level: 'fit-viewport', center?: 'auto'): void;
}

/** bpmn-js and its styles load only when a diagram is shown, so no other page pays for them. */
async function createViewer(container: HTMLElement): Promise<Viewer> {
  const [{ default: NavigatedViewer }] = await Promise.all([
    import('bpmn-js/lib/NavigatedViewer'),
    import('bpmn-js/dist/assets/diagram-js.css'),
    import('bpmn-js/dist/assets/bpmn-js.css'),
  ]);
  return new NavigatedViewer({ container }) as unknown as Viewer;
}

/** The request's chain drawn with bpmn-js: steps passed in green, the waiting step highlighted. */
export function BpmnDiagram({ instanceId, steps }: { instanceId: number; steps: InstanceStep[] }) {
  const { t } = useTranslation(workflowNs);
  const lang = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const diagram = useInstanceDiagram(instanceId);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const data = diagram.data;
    const element = container.current;
    if (!data || !element) return;
    let viewer: Viewer | null = null;
    let cancelled = false;
    void (async () => {
      try {
        viewer = await createViewer(element);
        if (cancelled) return viewer.destroy();
        await viewer.importXML(localizeDiagram(data.bpmnXml, steps, lang, t));
        const canvas = viewer.get<Canvas>('canvas');
        for (const id of data.completedStepIds) canvas.addMarker(id, 'bpmn-step--done');
        for (const id of data.currentStepIds) canvas.addMarker(id, 'bpmn-step--current');
        canvas.zoom('fit-viewport', 'auto');
        if (!cancelled) setState('ready');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      viewer?.destroy();
    };
  }, [diagram.data, steps, lang, t]);

  if (diagram.isError) return <Alert type="error" showIcon title={t('detail.diagramFailed')} />;
  return (
    <div className="workflow-diagram">
      <Space className="workflow-diagram__legend" size="large">
        <span>
          <i className="workflow-diagram__swatch workflow-diagram__swatch--current" />
          {t('detail.legendCurrent')}
        </span>
        <span>
          <i className="workflow-diagram__swatch workflow-diagram__swatch--done" />
          {t('detail.legendDone')}
        </span>
      </Space>
      {state === 'failed' && <Alert type="error" showIcon title={t('detail.diagramFailed')} />}
      <Spin spinning={state === 'loading'} description={t('detail.diagramLoading')}>
        <div ref={container} className="workflow-diagram__canvas" data-state={state} aria-label={t('detail.diagram')} role="img" />
      </Spin>
    </div>
  );
}
