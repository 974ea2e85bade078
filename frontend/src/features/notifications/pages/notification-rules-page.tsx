import { NOTIFICATION_PRIORITIES, type NotificationRule, type RoleRef } from '@px/contracts';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Empty,
  Flex,
  Row,
  Select,
  Skeleton,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { QueryError } from '@/features/admin/components/query-error';
import { useErrorText } from '@/features/admin/errors';
import { ApiError } from '@/shared/api';
import { useFeedback } from '@/shared/feedback';
import { useNotificationRules, useSaveNotificationRule } from '../api';
import { notificationIconFor, notificationTypeMessageId } from '../notification-icons';
import {
  draftOf,
  hasNoRecipients,
  isDraftChanged,
  type RuleDraft,
  ruleInputOf,
} from '../rules-model';
import '@/features/admin/admin.css';
import '../notifications.css';

interface RuleCardProps {
  rule: NotificationRule;
  roles: readonly RoleRef[];
  saving: boolean;
  onSave: (rule: NotificationRule, draft: RuleDraft) => Promise<boolean>;
}

/** One notification type: on/off, priority and recipients, saved with the version read. */
function RuleCard({ rule, roles, saving, onSave }: RuleCardProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<RuleDraft>(() => draftOf(rule));
  const [base, setBase] = useState(rule);
  // A newer rule from the server (saved here, or reloaded after a conflict) resets the draft.
  if (base !== rule) {
    setBase(rule);
    setDraft(draftOf(rule));
  }
  const typeName = intl.formatMessage({ id: notificationTypeMessageId(rule.type) });
  const Icon = notificationIconFor(rule.type);
  const changed = isDraftChanged(rule, draft);
  const patch = (next: Partial<RuleDraft>) => setDraft((current) => ({ ...current, ...next }));

  return (
    <Card
      size="small"
      className={`px-rule${draft.enabled ? '' : ' px-rule--off'}`}
      data-testid="notification-rule"
      data-type={rule.type}
    >
      <Row gutter={[16, 12]} align="middle">
        <Col xs={24} lg={8}>
          <Flex gap={12} align="flex-start">
            <span className="px-notification__icon" aria-hidden>
              <Icon />
            </span>
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Flex gap={6} align="center" wrap>
                <Typography.Text strong>{typeName}</Typography.Text>
                {!rule.available && (
                  <Tooltip title={intl.formatMessage({ id: 'notifications.rules.soonHint' })}>
                    <Tag color="purple" data-testid="notification-rule-soon">
                      <FormattedMessage id="notifications.rules.soon" />
                    </Tag>
                  </Tooltip>
                )}
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {rule.description}
              </Typography.Text>
              <Typography.Text type="secondary" code style={{ fontSize: 11 }}>
                {rule.type}
              </Typography.Text>
            </Flex>
          </Flex>
        </Col>
        <Col xs={24} lg={16}>
          <Flex wrap gap={16} align="center">
            <Flex gap={8} align="center">
              <Switch
                checked={draft.enabled}
                onChange={(enabled) => patch({ enabled })}
                aria-label={intl.formatMessage(
                  { id: 'notifications.rules.enabledAria' },
                  { type: typeName },
                )}
                data-testid="notification-rule-enabled"
              />
              <Typography.Text>
                <FormattedMessage id="notifications.rules.column.enabled" />
              </Typography.Text>
            </Flex>
            <Select
              value={draft.priority}
              onChange={(priority) => patch({ priority })}
              style={{ width: 130 }}
              aria-label={intl.formatMessage(
                { id: 'notifications.rules.priorityAria' },
                { type: typeName },
              )}
              data-testid="notification-rule-priority"
              options={NOTIFICATION_PRIORITIES.map((priority) => ({
                value: priority,
                label: intl.formatMessage({ id: `notifications.priority.label.${priority}` }),
              }))}
            />
            <Checkbox
              checked={draft.assignee}
              onChange={(event) => patch({ assignee: event.target.checked })}
              data-testid="notification-rule-assignee"
            >
              <FormattedMessage id="notifications.rules.assignee" />
            </Checkbox>
            <Checkbox
              checked={draft.advisor}
              onChange={(event) => patch({ advisor: event.target.checked })}
              data-testid="notification-rule-advisor"
            >
              <FormattedMessage id="notifications.rules.advisor" />
            </Checkbox>
            <Select
              mode="multiple"
              allowClear
              value={draft.roles}
              onChange={(selected: string[]) => patch({ roles: selected })}
              placeholder={intl.formatMessage({ id: 'notifications.rules.rolesPlaceholder' })}
              aria-label={intl.formatMessage(
                { id: 'notifications.rules.rolesAria' },
                { type: typeName },
              )}
              optionFilterProp="label"
              style={{ flex: '1 1 260px', minWidth: 220 }}
              data-testid="notification-rule-roles"
              options={roles.map((role) => ({ value: role.name, label: role.display_name }))}
            />
          </Flex>
          {hasNoRecipients(draft) && (
            <Typography.Text type="warning" style={{ display: 'block', marginTop: 8 }}>
              <FormattedMessage id="notifications.rules.noRecipients" />
            </Typography.Text>
          )}
          {changed && (
            <Flex gap={8} justify="flex-end" style={{ marginTop: 12 }}>
              <Button onClick={() => setDraft(draftOf(rule))} disabled={saving}>
                <FormattedMessage id="notifications.rules.discard" />
              </Button>
              <Button
                type="primary"
                loading={saving}
                onClick={() => void onSave(rule, draft)}
                data-testid="notification-rule-save"
              >
                <FormattedMessage id="notifications.rules.save" />
              </Button>
            </Flex>
          )}
        </Col>
      </Row>
    </Card>
  );
}

/** /notification-management (admin): which events notify whom, with what priority. */
export default function NotificationRulesPage() {
  const intl = useIntl();
  const { notification } = useFeedback();
  const errorText = useErrorText();
  const rules = useNotificationRules();
  const save = useSaveNotificationRule();
  const [savingType, setSavingType] = useState<string | null>(null);
  const [conflictType, setConflictType] = useState<string | null>(null);

  const onSave = async (rule: NotificationRule, draft: RuleDraft): Promise<boolean> => {
    const typeName = intl.formatMessage({ id: notificationTypeMessageId(rule.type) });
    setSavingType(rule.type);
    setConflictType(null);
    try {
      await save.mutateAsync({ type: rule.type, input: ruleInputOf(rule, draft) });
      notification.success({
        title: intl.formatMessage({ id: 'notifications.rules.saved' }, { type: typeName }),
      });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 409) {
        setConflictType(typeName);
        await rules.refetch();
      } else {
        notification.error({ title: errorText('notifications.rules.error.save', error) });
      }
      return false;
    } finally {
      setSavingType(null);
    }
  };

  return (
    <Flex vertical gap={16} className="px-admin-page" data-testid="notification-rules-page">
      <AdminPageHeader
        titleId="notifications.rules.title"
        descriptionId="notifications.rules.description"
      />
      {conflictType && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setConflictType(null) }}
          data-testid="notification-rule-conflict"
          title={intl.formatMessage(
            { id: 'notifications.rules.error.conflict' },
            { type: conflictType },
          )}
        />
      )}
      {rules.isPending ? (
        <Flex vertical gap={12}>
          {[0, 1, 2, 3].map((index) => (
            <Card key={index} size="small">
              <Skeleton active avatar paragraph={{ rows: 1 }} />
            </Card>
          ))}
        </Flex>
      ) : rules.isError ? (
        <Card>
          <QueryError
            message={errorText('notifications.rules.error.load', rules.error)}
            onRetry={() => void rules.refetch()}
          />
        </Card>
      ) : rules.data.rules.length === 0 ? (
        <Card>
          <Empty description={intl.formatMessage({ id: 'notifications.rules.empty' })} />
        </Card>
      ) : (
        <Flex vertical gap={12}>
          {rules.data.rules.map((rule) => (
            <RuleCard
              key={rule.type}
              rule={rule}
              roles={rules.data.roles}
              saving={savingType === rule.type}
              onSave={onSave}
            />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
