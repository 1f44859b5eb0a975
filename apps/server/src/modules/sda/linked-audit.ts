/**
 * Disclosure audit of one answer made of several linked tables over the same units (doctors) and of
 * lists that name some of those units.
 *
 * Each table is first suppressed on its own (`suppressSmallCells`). Tables over the same units are
 * still linked (a hospital's doctors are also a department's), and a list that names units tells, for
 * each unit named, every figure it counts in. So the answer is audited as a whole: a unit is named
 * only when every figure that must be shown for it (its cells) is shown; the units not named are the
 * unknowns, grouped into atoms (units counted by the same figures); every shown figure is an equation
 * over the atoms. A hidden figure under the threshold (other than 0) must not lie in the span of the
 * equations, nor may the hidden parts of a line with a shown total add up to a determined small sum.
 * While one does, another figure near it is hidden (its `fallbacks` in order, else the smallest shown
 * figure), which takes away an equation and can only add unknowns, so the loop ends.
 *
 * Span membership is decided over the integers modulo a large prime: a vector in the rational span
 * is always found; a false "determined" (probability about rank × targets / prime, under 10^-3) only
 * hides one figure more.
 */
export interface LinkedFigure {
  /** The units counted by this figure. */
  members: number[];
  shown: boolean;
  /** Figures to hide, nearest first, when this hidden figure (or a line of it) would be given away. */
  fallbacks: number[];
}

/** A figure that is the sum of others (a row's total and its cells). */
export interface LinkedLine {
  total: number;
  parts: number[];
}

const PRIME = 67_108_859; // under 2^26, so a product of two residues stays exact in a double

export function auditLinkedFigures(
  figures: LinkedFigure[],
  lines: LinkedLine[],
  /** For each unit, the figures that must all be shown for the unit to be named. */
  namingFigures: number[][],
  threshold: number,
): { shown: boolean[]; named: boolean[] } {
  const shown = figures.map((f) => f.shown);
  const containing: number[][] = namingFigures.map(() => []);
  figures.forEach((f, i) => f.members.forEach((unit) => containing[unit]!.push(i)));
  const hideOneOf = (candidates: number[]) => {
    const next = candidates.find((i) => shown[i]) ?? smallestShown();
    if (next === undefined) return false;
    shown[next] = false;
    return true;
  };
  const smallestShown = () => {
    let best: number | undefined;
    figures.forEach((f, i) => {
      if (shown[i] && (best === undefined || f.members.length < figures[best]!.members.length)) best = i;
    });
    return best;
  };
  for (;;) {
    const named = namingFigures.map((needed) => needed.every((i) => shown[i]));
    // Atoms: the units not named, grouped by the figures that count them.
    const atomOf = new Map<string, number>();
    const unitAtom = namingFigures.map((_, unit) => {
      if (named[unit]) return -1;
      const signature = containing[unit]!.join(',');
      if (!atomOf.has(signature)) atomOf.set(signature, atomOf.size);
      return atomOf.get(signature)!;
    });
    const atoms = atomOf.size;
    const vectorOf = (members: number[]) => {
      const v = new Float64Array(atoms);
      for (const unit of members) if (unitAtom[unit]! >= 0) v[unitAtom[unit]!] = 1;
      return v;
    };
    const basis = new Basis(atoms);
    figures.forEach((f, i) => shown[i] && basis.add(vectorOf(f.members)));
    const small = (members: number[]) => members.length > 0 && members.length < threshold;
    let fixed = false;
    for (let i = 0; i < figures.length && !fixed; i++)
      if (!shown[i] && small(figures[i]!.members) && basis.contains(vectorOf(figures[i]!.members))) fixed = hideOneOf(figures[i]!.fallbacks);
    for (const line of lines) {
      if (fixed || !shown[line.total]) continue;
      const hiddenParts = line.parts.filter((p) => !shown[p]);
      const members = hiddenParts.flatMap((p) => figures[p]!.members);
      if (hiddenParts.length > 1 && small(members) && basis.contains(vectorOf(members)))
        fixed = hideOneOf([...line.parts.filter((p) => shown[p]).sort((a, b) => figures[a]!.members.length - figures[b]!.members.length), line.total]);
    }
    if (!fixed) return { shown, named };
  }
}

/** An echelon basis over the integers modulo PRIME. */
class Basis {
  private rows: Array<{ pivot: number; row: Float64Array }> = [];
  constructor(private readonly size: number) {}

  private reduce(vector: Float64Array): Float64Array {
    const v = Float64Array.from(vector);
    for (const { pivot, row } of this.rows) {
      const factor = v[pivot]!;
      if (factor === 0) continue;
      for (let j = pivot; j < this.size; j++) if (row[j] !== 0) v[j] = (((v[j]! - factor * row[j]!) % PRIME) + PRIME) % PRIME;
    }
    return v;
  }

  add(vector: Float64Array) {
    const v = this.reduce(vector);
    const pivot = v.findIndex((x) => x !== 0);
    if (pivot === -1) return;
    const inverse = modInverse(v[pivot]!);
    for (let j = pivot; j < this.size; j++) v[j] = (v[j]! * inverse) % PRIME;
    this.rows.push({ pivot, row: v });
  }

  contains(vector: Float64Array) {
    return this.reduce(vector).every((x) => x === 0);
  }
}

function modInverse(value: number): number {
  // Fermat: value^(PRIME-2) mod PRIME, by squaring with exact products.
  let [result, base, exponent] = [1, value % PRIME, PRIME - 2];
  while (exponent > 0) {
    if (exponent & 1) result = (result * base) % PRIME;
    base = (base * base) % PRIME;
    exponent = Math.floor(exponent / 2);
  }
  return result;
}
