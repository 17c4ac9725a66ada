// Page and page size of list operations. The contract bounds the page size and gives its default,
// for every list (the shared PageSize parameter) or for one (its own pageSize parameter); the
// request's validation fills the default in, so here it only serves a caller that is not a request.
import { PageParamLimits, PageSizeParamLimits } from '@generated/limits';

/** A pageSize parameter's bounds and default, as generated/limits.ts gives them. */
export interface PageSizeRule {
  minimum: number;
  maximum: number;
  default: number;
}

export function paging(query: { page?: number; pageSize?: number }, size: PageSizeRule = PageSizeParamLimits): { limit: number; offset: number } {
  const page = Math.max(PageParamLimits.minimum, Math.trunc(query.page ?? PageParamLimits.default));
  const limit = Math.min(size.maximum, Math.max(size.minimum, Math.trunc(query.pageSize ?? size.default)));
  return { limit, offset: (page - 1) * limit };
}
