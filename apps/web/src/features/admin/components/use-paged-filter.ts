import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageRows, type PageQuery } from '@/lib/api/page-rows';
import { adminNs } from '../locales/i18n';

/** A list the server pages: its page (from 0) and page size, beside the list's own filters. */
interface PagedFilter {
  page: number;
  size: number;
}

/**
 * The filters of a list the server pages, and its table's pagination. Changing a filter goes back to
 * the first page; the table counts pages from 1, the server from 0.
 */
export function usePagedFilter<F extends PagedFilter>(initial: F) {
  const { t } = useTranslation(adminNs);
  const [filter, setFilter] = useState<F>(initial);
  const refine = (change: Partial<Omit<F, keyof PagedFilter>>) => setFilter((f) => ({ ...f, ...change, page: 0 }));
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: filter.page + 1,
    pageSize: filter.size,
    total: total ?? 0,
    showTotal: (count) => t('common.total', { count }),
    onChange: (page, size) => setFilter((f) => ({ ...f, page: page - 1, size })),
  });
  /** The table's rows, loading state and pagination from the page the server answered; `extra` adds to the pagination. */
  const tableOf = <T>(query: PageQuery<T>, extra?: TablePaginationConfig) => ({
    ...pageRows(query),
    pagination: { ...pagination(query.data?.totalElements), ...extra },
  });
  return { filter, refine, tableOf };
}
