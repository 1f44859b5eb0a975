import type { Dayjs } from 'dayjs';
import { nextWorkingSlot, type WorkingSlotOptions } from '@crm/shared/working-slot';
import { instantOf, wallClockOf } from './tenant-wall-clock';

/**
 * The time a form proposes, as the pickers' wall clock in the enterprise's zone: the next working
 * slot at `hour`:00 that is still ahead (today's, or the next working day's once it has passed).
 */
export function proposedSlot(hour: number, options: WorkingSlotOptions): Dayjs {
  return wallClockOf(nextWorkingSlot(hour, options), options.timeZone);
}

/** Whether a date and time picked in a form, in the enterprise's zone, is already past (a minute's grace, as the server allows). */
export function isPast(date: Dayjs, time: Dayjs, timeZone: string, now: Date = new Date()): boolean {
  return new Date(instantOf(date, time, timeZone)).getTime() < now.getTime() - 60_000;
}
