import topics from './article-topics.json';

/** Demo article topics, each written in Chinese and in English (the data is article-topics.json). */

interface Text {
  title: string;
  summary: string;
  points: string[];
  tags: string[];
}

export const ARTICLE_TOPICS: Array<{ zh: Text; en: Text; references: string[] }> = topics;
