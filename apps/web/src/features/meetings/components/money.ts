/** Money is integer cents on the wire and yuan on screen. */

export function yuanToCents(yuan: number | null | undefined): number {
  return Math.round((yuan ?? 0) * 100);
}

export function centsToYuan(cents: number | null | undefined): number {
  return (cents ?? 0) / 100;
}

const formatter = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ¥1,234.50 */
export function formatCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '—' : `¥${formatter.format(cents / 100)}`;
}
