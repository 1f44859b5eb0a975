import { useState } from 'react';

/** Which page of a speaker list is shown, counted from 0. */
export interface SpeakerPaging {
  page: number;
  size: number;
}

/** The keyword and page of a speaker list: a new search, or a filter of the page's own, starts again from the first page. */
export function useSpeakerListQuery() {
  const [keyword, setKeyword] = useState<string | undefined>();
  const [paging, setPaging] = useState<SpeakerPaging>({ page: 0, size: 20 });
  const toFirstPage = () => setPaging((current) => ({ ...current, page: 0 }));
  const search = (value: string | undefined) => {
    setKeyword(value);
    toFirstPage();
  };
  return { params: { keyword, ...paging }, paging, setPaging, search, toFirstPage };
}

/** The keyword and page of a speaker list, and how to change them. */
export type SpeakerListQuery = ReturnType<typeof useSpeakerListQuery>;
