import type { Page } from '@crm/shared/envelope';

/** A query of one page of a list the server pages. */
export interface PageQuery<T> {
  data?: Page<T> | undefined;
  isFetching: boolean;
}

/** A table's rows and loading state from a query of one page: the page's rows, and whether a page is on its way. */
export function pageRows<T>(query: PageQuery<T>) {
  return { loading: query.isFetching, dataSource: query.data?.content ?? [] };
}
