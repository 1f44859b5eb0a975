/** Spec 3: association and journal entries are `name#position`. */
export function splitNamePosition(entry: string): { name: string; position: string } {
  const at = entry.indexOf('#');
  return at < 0 ? { name: entry.trim(), position: '' } : { name: entry.slice(0, at).trim(), position: entry.slice(at + 1).trim() };
}

const DEGREE_KEYS: Record<string, 'doctorate' | 'master' | 'bachelor'> = { 博士: 'doctorate', 硕士: 'master', 学士: 'bachelor' };

/** Spec 3 degreeTitle: degrees joined by `&`, highest first; known degrees get a translation key. */
export function degreesOf(degreeTitle: string | null | undefined): Array<{ text: string; key: 'doctorate' | 'master' | 'bachelor' | null }> {
  return (degreeTitle ?? '')
    .split('&')
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ text, key: DEGREE_KEYS[text] ?? null }));
}

/** `workingTime` as stored ("22年"): the number of years when it reads as one. */
export function workingYears(workingTime: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2})\s*年?\s*$/.exec(workingTime ?? '');
  return match ? Number(match[1]) : null;
}
