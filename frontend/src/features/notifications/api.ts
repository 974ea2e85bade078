/**
 * Server state of the notifications bell (SPEC §7 notifications calls) and of the rules screen
 * (/notification-management). Pushes keep the caches live (use-notification-live-updates.ts).
 */
import type {
  MarkAllReadResult,
  Notification,
  NotificationPage,
  NotificationPriority,
  NotificationRecipients,
  NotificationRule,
  NotificationRules,
} from '@px/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api';
import {
  NOTIFICATION_RULES_STALE_TIME,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_STALE_TIME,
} from '@/shared/query-config';
import { type NotificationTab, prependNotification } from './model';

export const notificationKeys = {
  all: ['notifications'] as const,
  feed: (employeeId: string) => ['notifications', 'feed', employeeId] as const,
  list: (employeeId: string, tab: NotificationTab) =>
    ['notifications', 'feed', employeeId, tab] as const,
  rules: ['notifications', 'rules'] as const,
};

/** A 404 (no feed for this user) does not get better by asking again. */
function feedRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 401)) {
    return false;
  }
  return failures < 1;
}

/** GET /api/notifications?employee_id=&status=: one page of the bell with its counts. */
export function useNotificationList(
  employeeId: string | null,
  tab: NotificationTab,
  enabled = true,
) {
  return useQuery({
    queryKey: notificationKeys.list(employeeId ?? '', tab),
    queryFn: ({ signal }) =>
      apiRequest<NotificationPage>('/api/notifications', {
        query: {
          employee_id: employeeId ?? undefined,
          status: tab,
          limit: NOTIFICATIONS_PAGE_SIZE,
        },
        signal,
      }),
    enabled: enabled && Boolean(employeeId),
    staleTime: NOTIFICATIONS_STALE_TIME,
    retry: feedRetry,
  });
}

/** A pushed notification joins both cached tabs at once (no refetch: SPEC's live bell). */
export function addPushedNotification(
  queryClient: QueryClient,
  employeeId: string,
  notification: Notification,
): void {
  for (const tab of ['unread', 'all'] as const) {
    queryClient.setQueryData<NotificationPage>(notificationKeys.list(employeeId, tab), (page) =>
      prependNotification(page, notification, tab),
    );
  }
}

export function refetchFeed(queryClient: QueryClient, employeeId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.feed(employeeId) });
}

/** PATCH /api/notifications/{id} {read:true}, PATCH mark-all and DELETE, then the feed refetches. */
export function useNotificationActions(employeeId: string | null) {
  const queryClient = useQueryClient();
  const onSettled = () => (employeeId ? refetchFeed(queryClient, employeeId) : undefined);
  const markRead = useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/notifications/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { read: true },
      }),
    onSettled,
  });
  const markAll = useMutation({
    mutationFn: () =>
      apiRequest<MarkAllReadResult>('/api/notifications/mark-all', { method: 'PATCH' }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled,
  });
  return { markRead, markAll, remove };
}

// ---------------------------------------------------------------------------------------------
// Rules (/notification-management)

export interface NotificationRuleInput {
  enabled: boolean;
  priority: NotificationPriority;
  recipients: NotificationRecipients;
  version: number;
}

export function useNotificationRules() {
  return useQuery({
    queryKey: notificationKeys.rules,
    queryFn: ({ signal }) => apiRequest<NotificationRules>('/api/notification-rules', { signal }),
    staleTime: NOTIFICATION_RULES_STALE_TIME,
  });
}

/** PUT /api/notification-rules/{type} with the version read; the answer replaces the cached rule. */
export function useSaveNotificationRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, input }: { type: string; input: NotificationRuleInput }) =>
      apiRequest<NotificationRule>(`/api/notification-rules/${encodeURIComponent(type)}`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<NotificationRules>(notificationKeys.rules, (current) =>
        current
          ? {
              ...current,
              rules: current.rules.map((rule) => (rule.type === saved.type ? saved : rule)),
            }
          : current,
      ),
  });
}
