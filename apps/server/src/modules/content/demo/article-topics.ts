import topics from './article-topics.json';

/**
 * Demo article topics, each written in Chinese and in English (the data is article-topics.json), each
 * about one demo product (its code) in one of its indications (the indication's English name, as in
 * db/seed/product-indications.ts); demo-coherence.test.ts holds them to the product master.
 */

interface Text {
  title: string;
  summary: string;
  points: string[];
  tags: string[];
}

export const ARTICLE_TOPICS: Array<{ product: string; indication: string; zh: Text; en: Text; references: string[] }> = topics;
