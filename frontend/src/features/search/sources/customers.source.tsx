import type { CustomerSearchResult } from '@px/contracts';
import { Tag } from 'antd';
import { apiRequest } from '@/shared/api';
import type { PaletteResult, SearchContext, SearchSource } from '../search-source';

/** SPEC §2: contact info (e-mail and phone joined) or "Sin datos de contacto". */
export function customerResult(
  customer: CustomerSearchResult,
  { t }: Pick<SearchContext, 't'>,
): PaletteResult {
  const contact = [customer.email, customer.phone ?? customer.mobile_phone]
    .filter(Boolean)
    .join(' · ');
  const byPlate = customer.matchType === 'plate' && customer.matchedPlate;
  return {
    key: `customer:${customer.id}`,
    typeLabelId: 'search.type.customer',
    title: customer.full_name,
    lines: [
      contact || t('search.customer.noContact'),
      ...(byPlate ? [t('search.customer.plateLine', { plate: customer.matchedPlate ?? '' })] : []),
    ],
    badges: byPlate
      ? [
          <Tag key="plate" color="gold">
            {t('search.customer.foundByPlate')}
          </Tag>,
        ]
      : [],
    path: `/customers/${customer.id}`,
  };
}

export const customersSource: SearchSource = {
  id: 'customers',
  permission: 'customers.customers.read',
  async search(query, context) {
    const found = await apiRequest<CustomerSearchResult[]>('/api/customers/search', {
      query: { q: query, limit: context.limit },
      signal: context.signal,
    });
    return found.map((customer) => customerResult(customer, context));
  },
};
