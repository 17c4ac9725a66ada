// One page of the public rankings, as long as the rank operations page by default. The home page's
// honour table asks for the same first page of the month (it shows the top 10 of it), so both read
// one cached answer.
import { listUserRankParamLimits } from '@generated/limits';

export const RANK_PAGE_SIZE = listUserRankParamLimits.pageSize.default;
