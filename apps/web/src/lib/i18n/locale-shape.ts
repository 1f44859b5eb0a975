/** The English file of a namespace must have exactly the keys of the Chinese one. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };
