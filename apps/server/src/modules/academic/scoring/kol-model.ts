import type { KolTier } from '@crm/shared/contracts/academic-schemas';
import { dictionaryOf } from '@crm/shared/object-keys';

/**
 * The KOL influence score (ADR 9): weighted PageRank on the relation graph plus publications,
 * citations, guideline authorship, academic titles and society posts, each normalised against the
 * tenant's 99th percentile, then a tier from the score, the reach and the recent growth.
 */

export interface ScoredDoctor {
  id: number;
  provinceCode: string | null;
  cityCode?: string | null;
  ageRange: string | null;
  titleCode: string | null;
  mainAcademicTitle: string[];
  administrativePosition: string[];
  association: string[];
}

export interface PaperStats {
  papers: number;
  weighted: number;
  quoted: number;
  recent: number;
  previous: number;
}

export interface GuidelineStats {
  count: number;
  weight: number;
  leads: boolean;
}

/** Out-edges in compressed rows: the targets of doctor i are targets[offsets[i] .. offsets[i+1]). */
export interface Graph {
  offsets: Int32Array;
  targets: Int32Array;
  weights: Float64Array;
}

export type ComponentKey = 'network' | 'publications' | 'citations' | 'guidelines' | 'titles' | 'associations';
export const COMPONENT_WEIGHTS: Record<ComponentKey, number> = { network: 0.3, publications: 0.2, citations: 0.15, guidelines: 0.15, titles: 0.1, associations: 0.1 };

export interface ScoreResult {
  doctorId: number;
  score: number;
  rank: number;
  tier: KolTier | null;
  components: Array<{ key: ComponentKey; raw: number; normalized: number; weight: number; points: number }>;
  papers: number;
  quotedTimes: number;
  guidelines: number;
  relationCount: number;
  recentPapers: number;
  growth: number;
  reachProvinces: number;
}

const DAMPING = 0.85;

/** PageRank with edge weights; dangling doctors spread their rank evenly. Scaled so the mean is 1. */
export function pageRank(graph: Graph, n: number, iterations = 40, tolerance = 1e-9): Float64Array {
  const outWeight = new Float64Array(n);
  for (let i = 0; i < n; i++) for (let e = graph.offsets[i]!; e < graph.offsets[i + 1]!; e++) outWeight[i]! += graph.weights[e]!;
  let rank = new Float64Array(n).fill(1 / n);
  let next = new Float64Array(n);
  for (let iteration = 0; iteration < iterations; iteration++) {
    let dangling = 0;
    for (let i = 0; i < n; i++) if (outWeight[i] === 0) dangling += rank[i]!;
    next.fill((1 - DAMPING) / n + (DAMPING * dangling) / n);
    for (let i = 0; i < n; i++) {
      const total = outWeight[i]!;
      if (total === 0) continue;
      const share = (DAMPING * rank[i]!) / total;
      for (let e = graph.offsets[i]!; e < graph.offsets[i + 1]!; e++) next[graph.targets[e]!]! += share * graph.weights[e]!;
    }
    let change = 0;
    for (let i = 0; i < n; i++) change += Math.abs(next[i]! - rank[i]!);
    [rank, next] = [next, rank];
    if (change < tolerance) break;
  }
  for (let i = 0; i < n; i++) rank[i]! *= n;
  return rank;
}

const TITLE_POINTS: Array<[RegExp, number]> = [
  [/^教授$/, 3],
  [/副教授/, 2],
  [/博士生导师/, 2],
  [/硕士生导师/, 1],
  [/院长|主任/, 1],
];
const POST_POINTS: Array<[RegExp, number]> = [
  [/^主任委员/, 5],
  [/副主任委员/, 4],
  [/常务委员/, 3],
  [/青年委员/, 1],
  [/委员/, 2],
];
const NATIONAL_SOCIETY = /^(中华|中国|全国)/;

export function titlePoints(doctor: Pick<ScoredDoctor, 'mainAcademicTitle' | 'administrativePosition'>): number {
  let points = 0;
  for (const title of [...doctor.mainAcademicTitle, ...doctor.administrativePosition]) points += TITLE_POINTS.find(([pattern]) => pattern.test(title))?.[1] ?? 0;
  return points;
}

/** Society posts, national societies counting double; also whether one is a national full post. */
export function associationPoints(association: string[]): { points: number; nationalPost: boolean } {
  let points = 0;
  let nationalPost = false;
  for (const entry of association) {
    const [society = '', position = ''] = entry.split('#');
    const base = POST_POINTS.find(([pattern]) => pattern.test(position))?.[1] ?? 1;
    const national = NATIONAL_SOCIETY.test(society);
    points += base * (national ? 2 : 1);
    if (national && base >= 2) nationalPost = true;
  }
  return { points, nationalPost };
}

function percentile99(values: Float64Array): number {
  const positive = Array.from(values)
    .filter((v) => v > 0)
    .sort((a, b) => a - b);
  if (positive.length === 0) return 1;
  return positive[Math.min(positive.length - 1, Math.floor(positive.length * 0.99))]!;
}

const THRESHOLDS = { national: 60, regional: 38, local: 20 } as const;
/** KOLs are a minority whatever the data: a tier also needs a rank within this share of the tenant. */
const TOP_SHARE = { national: 0.02, regional: 0.08, local: 0.25 } as const;

export interface TierInput {
  score: number;
  nationalStanding: boolean;
  reachProvinces: number;
  young: boolean;
  recentPapers: number;
  growth: number;
  /** 1-based rank and the number of doctors ranked; omitted, the rank caps do not apply. */
  rank?: number;
  of?: number;
}

export function tierOf(input: TierInput): KolTier | null {
  const within = (share: number) => input.rank === undefined || input.of === undefined || input.rank <= Math.max(1, Math.ceil(share * input.of));
  if (input.score >= THRESHOLDS.national && input.nationalStanding && input.reachProvinces >= 3 && within(TOP_SHARE.national)) return 'NATIONAL';
  if (input.score >= THRESHOLDS.regional && input.reachProvinces >= 2 && within(TOP_SHARE.regional)) return 'REGIONAL';
  // A fast-growing young author outranks a merely local standing.
  if (input.young && input.recentPapers >= 4 && input.growth >= 2.5) return 'RISING_STAR';
  if (input.score >= THRESHOLDS.local && within(TOP_SHARE.local)) return 'LOCAL';
  return null;
}

const YOUNG_AGES = new Set(['UNDER_35', '35_44']);

export function scoreDoctors(doctors: ScoredDoctor[], graph: Graph, papers: Map<number, PaperStats>, guidelines: Map<number, GuidelineStats>): ScoreResult[] {
  const n = doctors.length;
  const network = pageRank(graph, n);
  const raw: Record<ComponentKey, Float64Array> = {
    network,
    publications: new Float64Array(n),
    citations: new Float64Array(n),
    guidelines: new Float64Array(n),
    titles: new Float64Array(n),
    associations: new Float64Array(n),
  };
  const nationalPost = new Uint8Array(n);
  doctors.forEach((doctor, i) => {
    const paper = papers.get(doctor.id);
    raw.publications[i] = paper?.weighted ?? 0;
    raw.citations[i] = Math.log1p(paper?.quoted ?? 0);
    raw.guidelines[i] = guidelines.get(doctor.id)?.weight ?? 0;
    raw.titles[i] = titlePoints(doctor);
    const posts = associationPoints(doctor.association);
    raw.associations[i] = posts.points;
    nationalPost[i] = posts.nationalPost ? 1 : 0;
  });
  const keys = Object.keys(COMPONENT_WEIGHTS) as ComponentKey[];
  const scale = dictionaryOf(keys.map((key) => [key, percentile99(raw[key])])) as Record<ComponentKey, number>;
  // PageRank's floor (what a doctor without ties gets) carries no influence.
  let floor = Infinity;
  for (let i = 0; i < n; i++) floor = Math.min(floor, network[i]!);

  // Reused for every doctor: a hundred thousand doctors need no hundred thousand sets.
  const neighbours = new Set<number>();
  const provinces = new Set<string>();
  const results: Array<ScoreResult & { standing: { nationalStanding: boolean; young: boolean } }> = doctors.map((doctor, i) => {
    const components = keys.map((key) => {
      const value = key === 'network' ? raw.network[i]! - floor : raw[key][i]!;
      const reference = key === 'network' ? Math.max(1e-9, scale.network - floor) : scale[key];
      const normalized = Math.min(1, value / reference);
      const weight = COMPONENT_WEIGHTS[key];
      return {
        key,
        raw: round(key === 'citations' ? Math.expm1(raw.citations[i]!) : raw[key][i]!, 4),
        normalized: round(normalized, 4),
        weight,
        points: round(normalized * weight * 100, 2),
      };
    });
    const score = round(
      components.reduce((sum, c) => sum + c.points, 0),
      2,
    );
    neighbours.clear();
    provinces.clear();
    if (doctor.provinceCode) provinces.add(doctor.provinceCode);
    for (let e = graph.offsets[i]!; e < graph.offsets[i + 1]!; e++) {
      const j = graph.targets[e]!;
      neighbours.add(j);
      const province = doctors[j]!.provinceCode;
      if (province) provinces.add(province);
    }
    const paper = papers.get(doctor.id);
    const guideline = guidelines.get(doctor.id);
    const recentPapers = paper?.recent ?? 0;
    const growth = round(recentPapers / ((paper?.previous ?? 0) + 1), 2);
    const young = YOUNG_AGES.has(doctor.ageRange ?? '') || doctor.titleCode === 'ATTENDING' || doctor.titleCode === 'RESIDENT';
    const nationalStanding = nationalPost[i] === 1 || (guideline?.leads ?? false);
    return {
      doctorId: doctor.id,
      score,
      rank: 0,
      tier: null,
      standing: { nationalStanding, young },
      components,
      papers: paper?.papers ?? 0,
      quotedTimes: paper?.quoted ?? 0,
      guidelines: guideline?.count ?? 0,
      relationCount: neighbours.size,
      recentPapers,
      growth,
      reachProvinces: provinces.size,
    };
  });
  const order = [...results].sort((a, b) => b.score - a.score || a.doctorId - b.doctorId);
  order.forEach((result, index) => (result.rank = index + 1));
  return results.map(({ standing, ...result }) => ({ ...result, tier: tierOf({ ...result, ...standing, of: n }) }));
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
