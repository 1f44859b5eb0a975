import { describe, expect, it } from 'vitest';
import type { NetworkChart } from '@crm/shared/contracts/academic-schemas';
import { graphOption, LARGE_GRAPH, nodeSize } from './graph-option';

function doctor(id: number, depth: number, score: number | null = 50) {
  return {
    id,
    doctorId: `D${id}`,
    name: `医生${id}`,
    nameEn: null,
    hospital: '医院',
    department: null,
    title: null,
    provinceCode: '31',
    score,
    tier: null,
    accessible: true,
    depth,
  };
}

function network(count: number): NetworkChart {
  const nodes = [doctor(1, 0), ...Array.from({ length: count - 1 }, (_, index) => doctor(index + 2, index % 3 === 0 ? 2 : 1))];
  return {
    center: doctor(1, 0),
    nodes,
    links: nodes.slice(1).map((node) => ({ source: 1, target: node.id, weight: 2, types: ['CO_AUTHOR' as const] })),
    truncated: false,
  };
}

const texts = {
  categories: ['c', 'f', 's'] as [string, string, string],
  name: (d: { name: string }) => d.name,
  tooltip: (d: { name: string }) => d.name,
  linkTooltip: (types: string[]) => types.join(','),
};

describe('relation graph option', () => {
  it('pins the centre doctor in the middle and labels direct relations of a small graph', () => {
    const option = graphOption(network(20), texts, { width: 800, height: 600 });
    const [center, ...others] = option.series[0]!.data;
    expect(center).toMatchObject({ id: '1', fixed: true, x: 400, y: 300, category: 0 });
    expect(others.filter((node) => node.category === 1).every((node) => node.label?.show)).toBe(true);
    expect(option.series[0]!.force.layoutAnimation).toBe(false);
  });

  it('keeps a graph of a thousand doctors light: no labels but the centre, no animation, layout in the background', () => {
    const option = graphOption(network(1000), texts, { width: 800, height: 600 });
    expect(option.series[0]!.data).toHaveLength(1000);
    expect(option.series[0]!.data.filter((node) => node.label?.show)).toHaveLength(1);
    expect(option.animation).toBe(false);
    expect(option.series[0]!.force.layoutAnimation).toBe(true);
    expect(1000).toBeGreaterThan(LARGE_GRAPH);
  });

  it('drops links to doctors that are not drawn', () => {
    const chart = network(3);
    chart.links.push({ source: 1, target: 99, weight: 1, types: ['COLLEAGUE'] });
    expect(graphOption(chart, texts, { width: 100, height: 100 }).series[0]!.links).toHaveLength(2);
  });

  it('sizes nodes by influence score', () => {
    expect(nodeSize(1, 90, false)).toBeGreaterThan(nodeSize(1, 10, false));
    expect(nodeSize(0, null, false)).toBeGreaterThan(nodeSize(1, 100, false));
  });
});
