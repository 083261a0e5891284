/** Ids in the URL or body may be any digits; beyond PostgreSQL's integer they name nothing. */
export const isDbId = (value: number) => Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;
