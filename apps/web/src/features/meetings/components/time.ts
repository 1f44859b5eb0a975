/** Whether an ISO time lies in the past (meetings that have ended or started). */
export function isPast(iso: string): boolean {
  return new Date(iso).getTime() <= Date.now();
}
