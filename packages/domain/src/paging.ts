// Paged lists (admin spec §4 Lists): the API pages by limit and offset, the screens by page number.

/** page = offset/limit + 1. */
export const pageOf = (offset: number, limit: number) => Math.floor(offset / limit) + 1;

/** The page number sets offset to (page-1)*limit (never below 0). */
export const offsetOf = (page: number, limit: number) => Math.max(0, (page - 1) * limit);
