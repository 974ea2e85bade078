import { PERMISSIONS, type CustomerSearchResult } from '@px/contracts';
import { Tag } from 'antd';
import type { IntlShape } from 'react-intl';
import { apiRequest } from '@/shared/api';
import { defineSearchSource, type SearchResult } from '../search-source';

/**
 * SPEC §2 customer result: contact info (e-mail and phone joined) or "Sin datos de contacto"; found
 * by plate, also the "Encontrado por matrícula" badge and a "Matrícula: {plate}" line.
 */
export function customerResult(customer: CustomerSearchResult, intl: IntlShape): SearchResult {
  const contact = [customer.email, customer.phone || customer.mobile_phone]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(' · ');
  const plate = customer.matchType === 'plate' ? customer.matchedPlate : null;
  const name =
    customer.full_name ||
    customer.company_name ||
    [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  return {
    key: `customer:${customer.id}`,
    typeLabelId: 'search.type.customer',
    title: name,
    lines: [
      contact || intl.formatMessage({ id: 'search.customer.noContact' }),
      ...(plate ? [intl.formatMessage({ id: 'search.customer.plateLine' }, { plate })] : []),
    ],
    badges: plate
      ? [
          <Tag key="plate" color="gold" variant="filled" data-testid="found-by-plate">
            {intl.formatMessage({ id: 'search.customer.foundByPlate' })}
          </Tag>,
        ]
      : [],
    path: `/customers/${customer.id}`,
  };
}

/** GET /api/customers/search (SPEC §7): params q and limit; reads data. */
export const customersSource = defineSearchSource<CustomerSearchResult>({
  id: 'customers',
  labelId: 'search.type.customer',
  minChars: 2,
  permission: PERMISSIONS.customers.customers.read,
  search: (query, { signal, limit }) =>
    apiRequest<CustomerSearchResult[]>('/api/customers/search', {
      query: { q: query, limit },
      signal,
    }),
  render: (customer, intl) => [customerResult(customer, intl)],
});
