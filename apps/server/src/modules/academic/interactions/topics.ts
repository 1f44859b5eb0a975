import { VOCABULARY } from '../demo/vocabulary';

const ENGLISH = new Map(Object.values(VOCABULARY).flatMap((v) => v.diseases.map(([zh, en]) => [zh, en.charAt(0).toUpperCase() + en.slice(1)] as const)));

/** The English name of a disease area the education platform files courses under. */
export function diseaseNameEn(name: string): string {
  return ENGLISH.get(name) ?? name;
}
