import type { OutboundFetch } from '../../lib/outbound-address';
import type { StoredSettings } from './settings-repository';

/**
 * PubMed through NCBI E-utilities (esearch, then esummary), when the enterprise configured a base
 * and an API key. E-utilities allow 10 requests a second with a key: calls of one key are spaced
 * at least 110 ms apart, across all questions of this instance.
 */
export interface PubmedArticle {
  pmid: string;
  title: string;
  journal: string;
  year: string;
}

const SPACING_MS = 110;
const queues = new Map<string, Promise<void>>();

async function spaced<T>(key: string, call: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  queues.set(
    key,
    previous.then(() => mine),
  );
  await previous;
  try {
    return await call();
  } finally {
    setTimeout(release, SPACING_MS);
  }
}

export async function searchPubmed(send: OutboundFetch, settings: StoredSettings, query: string, max: number, signal?: AbortSignal): Promise<PubmedArticle[]> {
  const { pubmedBaseUrl: base, pubmedKey: key } = settings;
  if (!base || !key) return [];
  const url = (tool: string, params: Record<string, string>) =>
    `${base.replace(/\/+$/, '')}/${tool}?${new URLSearchParams({ db: 'pubmed', retmode: 'json', api_key: key, tool: 'pharma-crm', ...params })}`;
  const get = (address: string) =>
    spaced(key, async () => {
      const response = await send(address, signal ? { signal } : {});
      if (!response.ok) throw new Error(`PubMed answered ${response.status}`);
      return (await response.json()) as Record<string, unknown>;
    });
  const found = (await get(url('esearch.fcgi', { term: query, retmax: String(max), sort: 'relevance' }))) as { esearchresult?: { idlist?: string[] } };
  const ids = found.esearchresult?.idlist ?? [];
  if (ids.length === 0) return [];
  const summary = (await get(url('esummary.fcgi', { id: ids.join(',') }))) as {
    result?: Record<string, { title?: string; fulljournalname?: string; source?: string; pubdate?: string }>;
  };
  return ids
    .map((pmid) => ({ pmid, doc: summary.result?.[pmid] }))
    .filter((x) => x.doc?.title)
    .map(({ pmid, doc }) => ({ pmid, title: doc!.title!, journal: doc!.fulljournalname ?? doc!.source ?? '', year: (doc!.pubdate ?? '').slice(0, 4) }));
}
