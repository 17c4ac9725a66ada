// A paged list's page and page size: choosing another size goes back to the first page (the old
// page number would point elsewhere in the list).
import { useState } from 'react';

export function usePaging(defaultSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(defaultSize);
  const setPageSize = (size: number) => {
    setSize(size);
    setPage(1);
  };
  return { page, setPage, pageSize, setPageSize };
}
