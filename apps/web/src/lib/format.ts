import { wallClockOf } from '@crm/shared/wall-clock';
import { enterpriseStore } from '@/lib/session/enterprise-store';

/** A moment in the tenant's time zone, e.g. 2026-03-04 09:30. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const timeZone = enterpriseStore.get()?.timeZone ?? 'Asia/Shanghai';
  const { year, month, day, hour, minute } = wallClockOf(new Date(value), timeZone);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/** Integer cents as yuan with thousands separators, e.g. 1234500 → 12,345.00. */
export function formatYuan(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Yuan typed in a form as integer cents, without floating-point drift. */
export function yuanToCents(yuan: number | null | undefined): number | undefined {
  return yuan === null || yuan === undefined ? undefined : Math.round(yuan * 100);
}

/** Today in the tenant's time zone as YYYY-MM-DD, to compare with contract dates. */
export function todayInTenant(): string {
  const timeZone = enterpriseStore.get()?.timeZone ?? 'Asia/Shanghai';
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
