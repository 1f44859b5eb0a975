/** `YYYY-MM` of the month `offset` months from now. */
export function monthFromNow(offset: number): string {
  const d = new Date();
  const index = d.getFullYear() * 12 + d.getMonth() + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
