/**
 * Which unknowns a set of linear equations over them determines exactly: unknown i is determined
 * when its unit vector lies in the span of the equations' coefficient rows (exact, fraction-free
 * integer elimination). Used to judge published counts: the unknowns are cell values, each equation
 * one published figure written as a sum of cells. `among` limits the answer to the unknowns asked
 * about.
 */
export function determinedUnknowns(equations: bigint[][], unknowns: number, among?: number[]): number[] {
  const unique = [...new Map(equations.map((e) => [e.join(','), e])).values()];
  // An echelon basis of the equations' span: each row with its pivot column.
  const basis: Array<{ pivot: number; row: bigint[] }> = [];
  const reduce = (vector: bigint[]) => {
    let v = vector;
    for (const { pivot, row } of basis) {
      if (v[pivot] === 0n) continue;
      const [a, b] = [row[pivot]!, v[pivot]!];
      v = v.map((x, j) => x * a - row[j]! * b);
    }
    return v;
  };
  for (const equation of unique) {
    const rest = reduce(equation);
    const pivot = rest.findIndex((x) => x !== 0n);
    if (pivot !== -1) basis.push({ pivot, row: rest });
  }
  const targets = among ?? Array.from({ length: unknowns }, (_, i) => i);
  return targets.filter((i) => reduce(Array.from({ length: unknowns }, (_, j) => (i === j ? 1n : 0n))).every((x) => x === 0n));
}
