// One page of the public rankings. The home page's honour table asks for the same first page of the
// month (it shows the top 10 of it), so both read one cached answer.
export const RANK_PAGE_SIZE = 20;
