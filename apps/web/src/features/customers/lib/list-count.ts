/** How a list total reads: exact, or "at least" when the server stopped counting at its cap. */
export interface ListCount {
  total: number;
  capped: boolean;
}

/** The total as displayed: `10,000+` for a capped count, grouped digits otherwise. */
export function formatListCount({ total, capped }: ListCount, locale: string): string {
  const digits = new Intl.NumberFormat(locale).format(total);
  return capped ? `${digits}+` : digits;
}
