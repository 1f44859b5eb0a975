/**
 * The shape an English catalogue must have: every key of the Chinese one, with a string wherever the
 * Chinese has one. A catalogue read from JSON is checked when it is assigned to this type, which catches
 * a missing key; a key only English has is caught by locales.test.ts.
 */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };
