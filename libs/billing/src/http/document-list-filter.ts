/** The query parameters quotes and invoices are both listed by. */
export interface DocumentListParams {
  customer_id?: string | null;
  from?: string | null;
  to?: string | null;
  q?: string | null;
}

/**
 * The customer, the period (each list says of which date) and the search text, as the list
 * queries name them: read once so both lists read their common filters alike.
 */
export const documentListFilterOf = (query: DocumentListParams) => ({
  customerId: query.customer_id ?? null,
  from: query.from ?? null,
  to: query.to ?? null,
  q: query.q ?? null,
});
