/**
 * Monthly consumer price indices (Держстат), % to the previous month, maintained as data. Only values
 * read in a cited source go here: the research notes of March 2026 give none for a named month, so the
 * table is empty and the indexation calculator says the index is not yet available (or takes the
 * indices the user enters from the official publication).
 */
export interface ConsumerPriceIndex {
  /** `YYYY-MM`. */
  month: string;
  /** e.g. 101.2 (% to the previous month). */
  value: number;
  source: string;
}

export const CONSUMER_PRICE_INDEX: ConsumerPriceIndex[] = [];
