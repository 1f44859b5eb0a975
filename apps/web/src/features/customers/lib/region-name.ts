import type { Lang } from '@/lib/i18n/i18n';

interface Placed {
  province: string | null;
  provinceEn: string | null;
  city: string | null;
  cityEn: string | null;
}

/** "Province City" in the UI language; a municipality (上海市 上海市) is named once. */
export function regionName(lang: Lang, place: Placed): string {
  const pick = (zh: string | null, en: string | null) => (lang === 'en' && en ? en : (zh ?? ''));
  const province = pick(place.province, place.provinceEn);
  const city = pick(place.city, place.cityEn);
  return [province, city !== province ? city : ''].filter(Boolean).join(' ');
}

/** Parts of an address from large to small, each named once (上海市 上海市 金山区 → 上海市 金山区). */
export function placeName(parts: Array<string | null | undefined>): string {
  return parts.filter((part, index): part is string => !!part && parts.indexOf(part) === index).join(' ');
}
