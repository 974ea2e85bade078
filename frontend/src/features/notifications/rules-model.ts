/** /notification-management: a rule's editable part and whether it changed. Pure. */
import type { NotificationPriority, NotificationRule } from '@px/contracts';
import type { NotificationRuleInput } from './api';

export interface RuleDraft {
  enabled: boolean;
  priority: NotificationPriority;
  assignee: boolean;
  advisor: boolean;
  roles: string[];
}

export function draftOf(rule: NotificationRule): RuleDraft {
  return {
    enabled: rule.enabled,
    priority: rule.priority,
    assignee: rule.recipients.assignee,
    advisor: rule.recipients.advisor,
    roles: [...rule.recipients.roles],
  };
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

export function isDraftChanged(rule: NotificationRule, draft: RuleDraft): boolean {
  const saved = draftOf(rule);
  return (
    saved.enabled !== draft.enabled ||
    saved.priority !== draft.priority ||
    saved.assignee !== draft.assignee ||
    saved.advisor !== draft.advisor ||
    !sameRoles(saved.roles, draft.roles)
  );
}

/** A rule that is on but names nobody notifies no one: the screen says so. */
export function hasNoRecipients(draft: RuleDraft): boolean {
  return draft.enabled && !draft.assignee && !draft.advisor && draft.roles.length === 0;
}

/** PUT body: the draft with the version read (SPEC-style optimistic concurrency). */
export function ruleInputOf(rule: NotificationRule, draft: RuleDraft): NotificationRuleInput {
  return {
    enabled: draft.enabled,
    priority: draft.priority,
    recipients: { assignee: draft.assignee, advisor: draft.advisor, roles: draft.roles },
    version: rule.version,
  };
}
