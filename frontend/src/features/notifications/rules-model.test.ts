import type { NotificationRule } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, hasNoRecipients, isDraftChanged, ruleInputOf } from './rules-model';

const rule: NotificationRule = {
  type: 'work_order_assigned',
  description: 'Orden asignada a un mecánico',
  available: true,
  enabled: true,
  priority: 'normal',
  recipients: { assignee: true, advisor: false, roles: ['jefe_taller', 'recepcion'] },
  version: 3,
  updated_at: '2026-03-01T00:00:00.000Z',
};

describe('notification rule drafts', () => {
  it('is unchanged until a field moves (role order does not count)', () => {
    const draft = draftOf(rule);
    expect(isDraftChanged(rule, draft)).toBe(false);
    expect(isDraftChanged(rule, { ...draft, roles: ['recepcion', 'jefe_taller'] })).toBe(false);
    expect(isDraftChanged(rule, { ...draft, priority: 'urgent' })).toBe(true);
    expect(isDraftChanged(rule, { ...draft, roles: ['recepcion'] })).toBe(true);
  });

  it('warns about an enabled rule without recipients', () => {
    const nobody = { ...draftOf(rule), assignee: false, roles: [] };
    expect(hasNoRecipients(nobody)).toBe(true);
    expect(hasNoRecipients({ ...nobody, enabled: false })).toBe(false);
  });

  it('sends the draft with the version read', () => {
    expect(ruleInputOf(rule, { ...draftOf(rule), enabled: false })).toEqual({
      enabled: false,
      priority: 'normal',
      recipients: { assignee: true, advisor: false, roles: ['jefe_taller', 'recepcion'] },
      version: 3,
    });
  });
});
