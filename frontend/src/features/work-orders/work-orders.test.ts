import type { WorkOrderSummary } from '@px/contracts';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { MESSAGES } from '@/i18n';
import { workOrderResult } from '@/features/search/sources/work-orders.source';
import { DEFAULT_ERRORS, errorText } from './api';
import { canMove, listQueryOf, listStateOf, moveNeedsInput } from './model';

const intl = createIntl({ locale: 'es', messages: MESSAGES.es });

describe('work orders list state', () => {
  it('reads repeated filters, dates and paging from the address, ignoring what is malformed', () => {
    const state = listStateOf(
      new URLSearchParams(
        'status=open&status=on_hold&status=bogus&priority=urgent&date_from=2026-11-01&date_to=ayer' +
          '&assigned_to=not-an-id&search=%20WO-12%20&page=3&limit=50&sort=promised_at&view=board',
      ),
    );
    expect(state).toEqual({
      view: 'board',
      statuses: ['open', 'on_hold'],
      priorities: ['urgent'],
      assignedTo: undefined,
      customerId: undefined,
      dateFrom: '2026-11-01',
      dateTo: undefined,
      search: 'WO-12',
      sort: 'promised_at',
      page: 3,
      limit: 50,
    });
    expect(listQueryOf(state)).toEqual({
      status: ['open', 'on_hold'],
      priority: ['urgent'],
      assigned_to: undefined,
      customer_id: undefined,
      date_from: '2026-11-01',
      date_to: undefined,
      search: 'WO-12',
      sort: 'promised_at',
      page: 3,
      limit: 50,
    });
  });

  it('defaults to the newest 20 in a table (SPEC §9 page size)', () => {
    expect(listStateOf(new URLSearchParams('limit=7&page=-1&sort=x'))).toMatchObject({
      view: 'table',
      sort: '-created_at',
      page: 1,
      limit: 20,
    });
  });
});

describe('board moves', () => {
  it('accepts only the drops DOMAIN’s machine allows', () => {
    expect(canMove('open', 'in_progress')).toBe(true);
    expect(canMove('open', 'completed')).toBe(false);
    expect(canMove('on_hold', 'completed')).toBe(false);
    expect(canMove('completed', 'in_progress')).toBe(true);
    expect(canMove('cancelled', 'open')).toBe(false);
  });

  it('asks for the km to complete and a reason to cancel or reopen', () => {
    expect(moveNeedsInput('in_progress', 'completed')).toBe(true);
    expect(moveNeedsInput('open', 'cancelled')).toBe(true);
    expect(moveNeedsInput('completed', 'in_progress')).toBe(true);
    expect(moveNeedsInput('open', 'in_progress')).toBe(false);
    expect(moveNeedsInput('open', 'on_hold')).toBe(false);
  });
});

describe('work-order texts', () => {
  it('shows the server’s message, else SPEC §8’s default text', () => {
    const refused = new ApiError({ error: 'CONFLICT', message: 'No se puede…', statusCode: 409 });
    expect(errorText(refused, DEFAULT_ERRORS.update)).toBe('No se puede…');
    expect(errorText(new Error('boom'), DEFAULT_ERRORS.update)).toBe('Failed to update work order');
  });

  it('renders a palette result as SPEC §2 says: "order_number - title" and "status - customer"', () => {
    const order = {
      id: 'o1',
      order_number: 'WO-000123',
      title: 'Frenos',
      status: 'in_progress',
      customer_name: 'Ana Ruiz',
    } as WorkOrderSummary;
    expect(workOrderResult(order, intl)).toMatchObject({
      title: 'WO-000123 - Frenos',
      lines: ['En curso - Ana Ruiz'],
      path: '/orders/o1',
    });
  });
});
