import { useEffect, useRef, type RefObject } from 'react';
import { init, type ECElementEvent, type EChartsType } from 'echarts/core';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/**
 * One ECharts instance on a container element: created on mount, resized with its container,
 * disposed on unmount; drawn without animation when the system asks for reduced motion. `onClick` may change between renders; the latest one is called. Each chart
 * registers the ECharts parts it draws itself, so a page only loads what it shows.
 */
export function useEChart(container: RefObject<HTMLDivElement | null>, onClick?: (event: ECElementEvent) => void): RefObject<EChartsType | null> {
  const chart = useRef<EChartsType | null>(null);
  const click = useRef(onClick);

  useEffect(() => {
    click.current = onClick;
  }, [onClick]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // A theme's top-level settings apply to every option set later, `notMerge` ones included.
    const instance = init(element, prefersReducedMotion() ? { animation: false } : undefined);
    chart.current = instance;
    instance.on('click', (event) => click.current?.(event));
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [container]);

  return chart;
}
