/**
 * Splits a whole number among parts in proportion to weights with the largest-remainder
 * (Hamilton) method: each part gets the floor of its exact share, and the units left over go to
 * the parts with the largest fractional remainders (ties to the larger weight, then the earlier
 * part), so the parts always sum exactly to the total. All-zero weights split evenly.
 */
export function splitByLargestRemainder(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total) || total < 0) throw new Error(`total must be a non-negative integer, got ${total}`);
  if (weights.length === 0) return [];
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) throw new Error('weights must be finite and non-negative');
  const sum = weights.reduce((a, b) => a + b, 0);
  const effective = sum > 0 ? weights : weights.map(() => 1);
  const effectiveSum = sum > 0 ? sum : weights.length;
  const exact = effective.map((w) => (total * w) / effectiveSum);
  const parts = exact.map((x) => Math.floor(x));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, remainder: x - Math.floor(x), weight: effective[i]! })).sort((a, b) => b.remainder - a.remainder || b.weight - a.weight || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
