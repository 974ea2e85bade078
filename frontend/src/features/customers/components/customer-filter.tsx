import { useIntl } from 'react-intl';
import { useCustomer } from '../api';
import { CustomerPicker } from './customer-picker';

export interface CustomerFilterProps {
  /** The customer filtered by (from the address), or null for all. */
  customerId: string | null;
  onChange: (customerId: string | null) => void;
  /** "Todos los clientes". */
  placeholder: string;
  label: string;
  testId: string;
}

/**
 * A list's customer filter: a customer picked by search, and one read from the address shows
 * by name (its record is fetched) so a shared or reloaded link still says whom it filters.
 */
export function CustomerFilter({
  customerId,
  onChange,
  placeholder,
  label,
  testId,
}: CustomerFilterProps) {
  const intl = useIntl();
  const customer = useCustomer(customerId ?? undefined);
  return (
    <CustomerPicker
      value={customerId}
      initialLabel={
        customer.data?.full_name ?? intl.formatMessage({ id: 'customers.filter.loading' })
      }
      onChange={(id) => onChange(id)}
      placeholder={placeholder}
      aria-label={label}
      style={{ flex: '1 1 200px', width: 'auto', maxWidth: 280, minWidth: 180 }}
      data-testid={testId}
    />
  );
}
