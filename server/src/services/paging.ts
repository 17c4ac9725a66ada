// Page and page size of list operations (the contract bounds them: page ≥ 1, pageSize 1–50).
export function paging(query: { page?: number; pageSize?: number }, defaultSize = 10): { limit: number; offset: number } {
  const page = Math.max(1, Math.trunc(query.page ?? 1));
  const limit = Math.min(50, Math.max(1, Math.trunc(query.pageSize ?? defaultSize)));
  return { limit, offset: (page - 1) * limit };
}
