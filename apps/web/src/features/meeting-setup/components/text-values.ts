/** Typed text as saved: trimmed, and null when nothing is left. */
export const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** An optional value as a table cell shows it: a dash when there is none. */
export const orDash = (value: string | null) => value ?? '-';
