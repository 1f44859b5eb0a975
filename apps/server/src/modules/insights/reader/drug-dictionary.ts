/** A drug of the catalogue as the dictionary reads it. */
export interface CatalogueDrug {
  id: number;
  name: string;
  nameEn: string;
  genericName: string | null;
  genericNameEn?: string | null;
}

export interface DrugMention {
  productId: number;
  start: number;
  end: number;
}

/**
 * The drug dictionary: every product's brand and generic names, Chinese and English (a generic
 * name may also hold several, separated by "/"), matched longest first; Latin names case-insensitively and
 * only as whole words.
 */
export class DrugDictionary {
  private readonly terms: Array<{ term: string; productId: number; latin: boolean }>;

  constructor(drugs: readonly CatalogueDrug[]) {
    const terms = drugs.flatMap((drug) =>
      [drug.name, drug.nameEn, ...[drug.genericName, drug.genericNameEn].flatMap((generic) => (generic ?? '').split(/[/／,，;；]/))]
        .map((term) => term.trim())
        .filter((term) => term.length >= 2)
        .map((term) => ({ term: term.toLowerCase(), productId: drug.id, latin: /^[\x20-\x7e]+$/.test(term) })),
    );
    this.terms = terms.sort((a, b) => b.term.length - a.term.length);
  }

  /** Mentions in reading order, never overlapping. */
  find(text: string): DrugMention[] {
    const lower = text.toLowerCase();
    const taken = new Array<boolean>(lower.length).fill(false);
    const mentions: DrugMention[] = [];
    for (const { term, productId, latin } of this.terms) {
      for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + 1)) {
        const end = at + term.length;
        if (latin && (/[a-z0-9]/.test(lower[at - 1] ?? '') || /[a-z0-9]/.test(lower[end] ?? ''))) continue;
        if (taken.slice(at, end).some(Boolean)) continue;
        taken.fill(true, at, end);
        mentions.push({ productId, start: at, end });
      }
    }
    return mentions.sort((a, b) => a.start - b.start);
  }
}
