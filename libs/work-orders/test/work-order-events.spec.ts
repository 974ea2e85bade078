import { WORK_ORDER_EVENTS } from '@px/contracts';
import { WORK_ORDER_EVENT_TYPES } from '../src/events/work-order.events';

describe('work-order events', () => {
  it('name every type contracts lists, through the event classes', () => {
    expect([...WORK_ORDER_EVENT_TYPES].sort()).toEqual([...WORK_ORDER_EVENTS].sort());
  });
});
