/** Spec 5 and 9: the resume offers 展开 only past 76 characters, the specialty only past 24. */
export const RESUME_EXPAND_THRESHOLD = 76;
export const SPECIALTY_EXPAND_THRESHOLD = 24;
/** Spec 9: collapsed resume and patent digest show three lines. */
export const CLAMP_LINES = 3;

/** Characters as a reader counts them: one per Chinese character or emoji, not per UTF-16 unit. */
export function characterCount(text: string): number {
  return Array.from(text.trim()).length;
}

/** Whether a text is long enough to be shown collapsed with an expand link. */
export function needsExpandLink(text: string | null | undefined, threshold: number): boolean {
  return typeof text === 'string' && characterCount(text) > threshold;
}
