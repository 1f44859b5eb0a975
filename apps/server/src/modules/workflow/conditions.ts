import type { ProcessCondition } from '@crm/shared/contracts/workflow-schemas';

/** The facts of a request that chains and their steps are chosen by. */
export interface ProcessFacts {
  amountCents: number;
  meetingType?: string | null;
}

/** Whether every bound the condition gives holds for the facts; an empty condition always holds. */
export function conditionHolds(condition: ProcessCondition | undefined, facts: ProcessFacts): boolean {
  if (!condition) return true;
  if (condition.minAmountCents !== undefined && facts.amountCents < condition.minAmountCents) return false;
  if (condition.maxAmountCents !== undefined && facts.amountCents > condition.maxAmountCents) return false;
  if (condition.meetingTypes?.length && !condition.meetingTypes.includes((facts.meetingType ?? '') as never)) return false;
  return true;
}
