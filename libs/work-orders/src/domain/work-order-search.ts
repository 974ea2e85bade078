import { formatWorkOrderNumber } from '@px/contracts';

/** What an order is found by: its labels as the list shows them. */
export interface SearchableOrder {
  number: number;
  title: string;
  customerName: string;
  licensePlate: string | null;
}

/**
 * The text an order's search matches (number, title, customer, plate as printed and without its
 * spaces and dashes, so "1234BBB" finds "1234 BBB"). The database stores it lower-cased and without
 * accents (work_order.search_text, generated), exactly as the search query folds what is typed.
 */
export function workOrderSearchSource(order: SearchableOrder): string {
  const plate = order.licensePlate ?? '';
  const number = formatWorkOrderNumber(order.number);
  return [number, order.title, order.customerName, plate, plate.replace(/[\s-]+/g, '')].join(' ');
}
