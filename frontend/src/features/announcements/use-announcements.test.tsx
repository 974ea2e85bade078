import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/shared/api';
import { jsonResponse, makeUser, mockApi, ok, renderWithRouter } from '@/test-utils';
import { useAnnouncements } from './use-announcements';

// The socket is replaced by a list of listeners the test fires by hand.
const pushes = vi.hoisted(() => new Map<string, Array<(payload: unknown) => void>>());
vi.mock('@/shared/realtime', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    pushes.set(event, [...(pushes.get(event) ?? []), handler]);
  },
}));

function Badge() {
  const { unreadCount } = useAnnouncements();
  return <span data-testid="unread">{unreadCount}</span>;
}

function metaAnswer(count: number, etag: string): Response {
  const response = jsonResponse({ success: true, data: { unread_count: count } });
  response.headers.set('ETag', etag);
  return response;
}

afterEach(() => {
  pushes.clear();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('useAnnouncements', () => {
  it('checks again when a publication is pushed while a check is in flight', async () => {
    let answerFirst: (response: Response) => void = () => undefined;
    const answers = [
      new Promise<Response>((resolve) => {
        answerFirst = resolve;
      }),
      Promise.resolve(metaAnswer(2, 'W/"after-second"')),
    ];
    let metaCalls = 0;
    mockApi({
      'GET /api/announcements/unread/meta': () => answers[metaCalls++]!,
      'GET /api/announcements/unread': () => ok([]),
    });
    setAccessToken('token');
    renderWithRouter(<Badge />, { user: makeUser({ id: 'u-reader' }), withPermissions: false });
    await waitFor(() => expect(metaCalls).toBe(1));

    // The second publication's push lands before the first answer (which predates it) comes back.
    for (const handler of pushes.get('announcement.published') ?? []) handler({ id: 'a-2' });
    answerFirst(metaAnswer(1, 'W/"after-first"'));

    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('2'));
    expect(metaCalls).toBe(2);
  });
});
