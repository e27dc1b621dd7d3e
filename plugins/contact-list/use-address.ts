// The list's filters, order and page live in the address: a reload, the back button or a shared link
// shows the same contacts. Changing the filters or the order starts again from page 1.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, readPage, readSort, toAddress, type Filters, type Sort } from './filters';

export function useAddressState() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => {
    const read = new URLSearchParams(search);
    return { filters: readFilters(read), sort: readSort(read), page: readPage(read) };
  }, [search]);

  return {
    ...state,
    setFilters: (filters: Filters) => setParams(toAddress(filters, state.sort, 1)),
    setSort: (sort: Sort) => setParams(toAddress(state.filters, sort, 1)),
    setPage: (page: number) => setParams(toAddress(state.filters, state.sort, page)),
  };
}
