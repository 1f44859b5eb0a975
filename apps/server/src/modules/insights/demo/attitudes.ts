/** Each demo doctor's lasting attitude to each drug, shared by the visit notes, papers and survey answers. */
export type Attitude = 'champion' | 'sceptic' | 'warming' | 'cooling' | 'undecided';
const ATTITUDES: Array<[Attitude, number]> = [
  ['champion', 0.35],
  ['sceptic', 0.25],
  ['warming', 0.15],
  ['cooling', 0.1],
  ['undecided', 0.15],
];

/** A stable attitude per doctor and drug, from a hash of both. */
export function attitudeOf(doctorId: number, productId: number): Attitude {
  const h = (Math.imul(doctorId, 2654435761) ^ Math.imul(productId, 40503)) >>> 0;
  let u = (h % 1000) / 1000;
  for (const [attitude, share] of ATTITUDES) {
    if (u < share) return attitude;
    u -= share;
  }
  return 'undecided';
}
