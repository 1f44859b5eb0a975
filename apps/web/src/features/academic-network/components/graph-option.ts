import type { NetworkChart, NetworkDoctor } from '@crm/shared/contracts/academic-schemas';

/** Above this many nodes the graph drops labels and settles in the background, to stay fluid. */
export const LARGE_GRAPH = 300;

export interface GraphTexts {
  categories: [center: string, first: string, second: string];
  name: (doctor: NetworkDoctor) => string;
  tooltip: (doctor: NetworkDoctor) => string;
  linkTooltip: (types: string[]) => string;
}

export interface GraphNode {
  id: string;
  name: string;
  category: number;
  symbolSize: number;
  value: number;
  fixed?: boolean;
  x?: number;
  y?: number;
  label?: { show: boolean };
  doctor: NetworkDoctor;
}

/** Node size from the doctor's influence score (0–100): the centre largest, then by score. */
export function nodeSize(depth: number, score: number | null, large: boolean): number {
  if (depth === 0) return large ? 36 : 48;
  const base = large ? 6 : depth === 1 ? 16 : 10;
  return Math.round(base + ((score ?? 0) / 100) * (large ? 10 : 20));
}

/** The ECharts option of a force-directed relation graph; the centre is pinned in the middle. */
export function graphOption(network: NetworkChart, texts: GraphTexts, size: { width: number; height: number }) {
  const large = network.nodes.length > LARGE_GRAPH;
  const nodes: GraphNode[] = network.nodes.map((node) => ({
    id: String(node.id),
    name: texts.name(node),
    category: Math.min(node.depth, 2),
    symbolSize: nodeSize(node.depth, node.score, large),
    value: node.score ?? 0,
    ...(node.depth === 0 ? { fixed: true, x: size.width / 2, y: size.height / 2 } : {}),
    label: { show: node.depth === 0 || (!large && node.depth === 1) },
    doctor: node,
  }));
  const known = new Set(nodes.map((node) => node.id));
  const links = network.links
    .filter((link) => known.has(String(link.source)) && known.has(String(link.target)))
    .map((link) => ({
      source: String(link.source),
      target: String(link.target),
      value: link.weight,
      types: link.types,
      lineStyle: { width: Math.min(1 + Math.log2(1 + link.weight), 5) },
    }));
  return {
    animation: !large,
    tooltip: {
      className: 'network-tooltip',
      confine: true,
      formatter: (params: { dataType?: string; data?: { doctor?: NetworkDoctor; types?: string[] } }) =>
        params.dataType === 'edge' ? texts.linkTooltip(params.data?.types ?? []) : params.data?.doctor ? texts.tooltip(params.data.doctor) : '',
    },
    legend: { data: texts.categories, top: 0, left: 0, orient: 'vertical' },
    series: [
      {
        type: 'graph',
        layout: 'force',
        roam: true,
        draggable: !large,
        categories: texts.categories.map((name) => ({ name })),
        data: nodes,
        links,
        label: { position: 'right', fontSize: 12 },
        lineStyle: { color: 'source', opacity: large ? 0.25 : 0.45, curveness: 0.1 },
        emphasis: { focus: 'adjacency', label: { show: true }, lineStyle: { width: 4 } },
        force: { repulsion: large ? 60 : 220, edgeLength: large ? [20, 60] : [70, 150], gravity: large ? 0.15 : 0.12, layoutAnimation: large, friction: 0.6 },
      },
    ],
  };
}
