/**
 * Which sums of unknowns a set of linear equations over them determines exactly: a sum is
 * determined when its coefficient vector lies in the span of the equations' coefficient rows (exact,
 * fraction-free integer elimination, each row kept divided by the greatest common divisor of its
 * entries). Used to judge published counts: the unknowns are cell values, each equation one
 * published figure written as a sum of cells.
 */
export function determinedSums(equations: bigint[][], unknowns: number, targets: bigint[][]): number[] {
  const gcd = (a: bigint, b: bigint): bigint => {
    let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
    while (y !== 0n) [x, y] = [y, x % y];
    return x;
  };
  const normalised = (v: bigint[]) => {
    const divisor = v.reduce((g, x) => (x === 0n ? g : gcd(g, x)), 0n);
    return divisor > 1n ? v.map((x) => x / divisor) : v;
  };
  const unique = [...new Map(equations.map((e) => [e.join(','), e])).values()];
  // An echelon basis of the equations' span: each row with its pivot column.
  const basis: Array<{ pivot: number; row: bigint[] }> = [];
  const reduce = (vector: bigint[]) => {
    let v = vector;
    for (const { pivot, row } of basis) {
      if (v[pivot] === 0n) continue;
      const [a, b] = [row[pivot]!, v[pivot]!];
      v = normalised(v.map((x, j) => x * a - row[j]! * b));
    }
    return v;
  };
  for (const equation of unique) {
    const rest = reduce(equation);
    const pivot = rest.findIndex((x) => x !== 0n);
    if (pivot !== -1) basis.push({ pivot, row: rest });
  }
  return targets.flatMap((target, i) => (target.length === unknowns && reduce(target).every((x) => x === 0n) ? [i] : []));
}

/** Which single unknowns the equations determine exactly (`among` limits the answer to those asked about). */
export function determinedUnknowns(equations: bigint[][], unknowns: number, among?: number[]): number[] {
  const targets = among ?? Array.from({ length: unknowns }, (_, i) => i);
  const found = determinedSums(
    equations,
    unknowns,
    targets.map((i) => Array.from({ length: unknowns }, (_, j) => (i === j ? 1n : 0n))),
  );
  return found.map((k) => targets[k]!);
}
