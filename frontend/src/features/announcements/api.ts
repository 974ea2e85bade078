/**
 * Server state of "Novedades" (SPEC §7 announcements calls) and of /admin/announcements.
 */
import type {
  Announcement,
  AnnouncementAction,
  AnnouncementAdmin,
  AnnouncementInput,
  AnnouncementsMeta,
} from '@px/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestWithMeta } from '@/shared/api';
import { ADMIN_ANNOUNCEMENTS_STALE_TIME, APP_VERSION } from '@/shared/query-config';

export const announcementKeys = {
  all: ['announcements'] as const,
  unread: (userId: string, etag: string | null) =>
    ['announcements', 'unread', userId, etag ?? 'none'] as const,
  unreadOf: (userId: string) => ['announcements', 'unread', userId] as const,
  admin: ['announcements', 'admin'] as const,
};

/** What a meta check learned: nothing new (304), or the count with its new ETag. */
export type MetaCheck =
  { changed: false } | { changed: true; etag: string | null; unreadCount: number };

/**
 * GET /api/announcements/unread/meta?app_version= with If-None-Match (SPEC §7): 304 means no
 * change. Rejects with the ApiError of a failed call (the caller decides which ones matter).
 */
export async function checkAnnouncementsMeta(
  etag: string | null,
  appVersion = APP_VERSION,
): Promise<MetaCheck> {
  const result = await apiRequestWithMeta<AnnouncementsMeta>('/api/announcements/unread/meta', {
    query: { app_version: appVersion },
    headers: etag ? { 'If-None-Match': etag } : undefined,
  });
  if (result.notModified) return { changed: false };
  const count = Number(result.data?.unread_count);
  return {
    changed: true,
    etag: result.headers.get('ETag'),
    unreadCount: Number.isFinite(count) && count > 0 ? count : 0,
  };
}

/** GET /api/announcements/unread?app_version=: the caller's unread announcements. */
export function fetchUnreadAnnouncements(
  signal?: AbortSignal,
  appVersion = APP_VERSION,
): Promise<Announcement[]> {
  return apiRequest<Announcement[]>('/api/announcements/unread', {
    query: { app_version: appVersion },
    signal,
  }).then((list) => (Array.isArray(list) ? list : []));
}

/** POST /api/announcements/{id}/read {action}: "Entendido" (read) or "No volver a mostrar". */
export function markAnnouncement(id: string, action: AnnouncementAction): Promise<unknown> {
  return apiRequest(`/api/announcements/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    body: { action },
  });
}

// ---------------------------------------------------------------------------------------------
// Administration (/admin/announcements)

export type { AnnouncementInput };

export function useAdminAnnouncements() {
  return useQuery({
    queryKey: announcementKeys.admin,
    queryFn: ({ signal }) => apiRequest<AnnouncementAdmin[]>('/api/announcements', { signal }),
    staleTime: ADMIN_ANNOUNCEMENTS_STALE_TIME,
  });
}

/** POST /api/announcements, or PUT /api/announcements/{id} with the version read. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      version,
      input,
    }: {
      id?: string;
      version?: number;
      input: AnnouncementInput;
    }) => {
      const body = { ...input, publish_from: input.publish_from ?? undefined };
      return id
        ? apiRequest<AnnouncementAdmin>(`/api/announcements/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body: { ...body, version },
          })
        : apiRequest<AnnouncementAdmin>('/api/announcements', { method: 'POST', body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/announcements/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
