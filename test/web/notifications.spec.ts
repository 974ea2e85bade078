import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './support/session';

/**
 * Issue 6, the notifications bell in Spanish: notifications sent through the API by the demo
 * administrator to mecanico1's employee appear live in the open popover, with SPEC's badge,
 * counts, tabs, priority badges and relative times; mark read, mark all, delete and follow a link.
 */
const MECHANIC = 'mecanico1@taller.test';

interface Session {
  headers: Record<string, string>;
  employeeId: string | null;
}

async function apiSession(request: APIRequestContext, email: string): Promise<Session> {
  const login = await request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as {
    data: { accessToken: string; user: { employee_id: string | null } };
  };
  return {
    headers: { Authorization: `Bearer ${body.data.accessToken}` },
    employeeId: body.data.user.employee_id,
  };
}

/** The mechanic starts every test with an empty feed (other specs notify them too). */
async function emptyFeed(request: APIRequestContext, mechanic: Session): Promise<void> {
  for (;;) {
    const list = await request.get(
      `/api/notifications?employee_id=${mechanic.employeeId}&status=all&limit=100`,
      { headers: mechanic.headers },
    );
    expect(list.status(), await list.text()).toBe(200);
    const page = (await list.json()) as { data: { data: { id: string }[] } };
    if (page.data.data.length === 0) return;
    for (const item of page.data.data) {
      const removed = await request.delete(`/api/notifications/${item.id}`, {
        headers: mechanic.headers,
      });
      expect(removed.status()).toBe(200);
    }
  }
}

interface Sent {
  title: string;
  message: string;
  type?: string;
  priority?: 'urgent' | 'high' | 'normal' | 'low';
  link?: string;
}

async function send(request: APIRequestContext, admin: Session, employeeId: string, item: Sent) {
  const response = await request.post('/api/notifications', {
    headers: admin.headers,
    data: { employee_id: employeeId, ...item },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function openBell(page: Page) {
  await page.getByTestId('notifications-bell').click();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('notifications bell', () => {
  test('shows pushed notifications live and marks, marks all and deletes them', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await apiSession(request, 'admin@taller.test');
    const mechanic = await apiSession(request, MECHANIC);
    const employeeId = mechanic.employeeId!;
    expect(employeeId).toBeTruthy();
    await emptyFeed(request, mechanic);

    await loginAs(page, MECHANIC);
    await page.goto('/dashboard');
    const bell = page.getByTestId('notifications-bell');
    await expect(bell).toHaveAttribute('aria-label', 'Notificaciones');
    const panel = await openBell(page);
    await expect(panel.getByTestId('notifications-connection')).toHaveAttribute(
      'data-status',
      'connected',
    );
    await expect(panel.getByText('No tienes notificaciones sin leer')).toBeVisible();
    await expect(panel.getByTestId('notifications-tab-unread')).toHaveText('Sin leer (0)');
    await expect(panel.getByTestId('notifications-tab-all')).toHaveText('Todas (0)');
    await expect(panel.getByTestId('notifications-mark-all')).toHaveCount(0);

    // Pushed while the popover is open: they appear without a reload, newest first.
    const stamp = Date.now();
    await send(request, admin, employeeId, {
      title: `Orden urgente ${stamp}`,
      message: 'El cliente espera en recepción',
      type: 'work_order_assigned',
      priority: 'urgent',
      link: '/orders',
    });
    const items = panel.getByTestId('notification-item');
    await expect(items).toHaveCount(1);
    await expect(bell).toHaveAttribute('aria-label', 'Notificaciones: 1 sin leer');
    await expect(bell).toHaveAttribute('data-urgent', 'true');
    await send(request, admin, employeeId, {
      title: `Stock bajo ${stamp}`,
      message: 'Quedan 2 filtros de aceite',
      type: 'inventory_low_stock',
      priority: 'high',
    });
    await send(request, admin, employeeId, {
      title: `Aviso ${stamp}`,
      message: 'Mantenimiento el domingo',
      type: 'system_maintenance',
      priority: 'low',
    });
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText(`Aviso ${stamp}`);
    await expect(panel.getByTestId('notifications-stats')).toHaveText(
      '3 en total · 3 sin leer · 1 urgente',
    );
    await expect(panel.getByTestId('notifications-tab-unread')).toHaveText('Sin leer (3)');
    await expect(panel.getByTestId('notifications-tab-all')).toHaveText('Todas (3)');

    const urgent = items.filter({ hasText: `Orden urgente ${stamp}` });
    await expect(urgent.getByTestId('notification-priority')).toHaveText('Urgente');
    await expect(urgent.getByTestId('notification-time')).toHaveText('Ahora mismo');
    await expect(urgent.getByTestId('notification-icon')).toHaveAttribute(
      'aria-label',
      'Orden asignada',
    );
    const high = items.filter({ hasText: `Stock bajo ${stamp}` });
    await expect(high.getByTestId('notification-priority')).toHaveText('Alta');
    const low = items.filter({ hasText: `Aviso ${stamp}` });
    await expect(low.getByTestId('notification-priority')).toHaveCount(0);

    // Marking the urgent one read: the badge is no longer destructive.
    await urgent.hover();
    await urgent.getByRole('button', { name: 'Marcar como leída' }).click();
    await expect(page.getByText('Notificación marcada como leída')).toBeVisible();
    await expect(items).toHaveCount(2);
    await expect(bell).toHaveAttribute('aria-label', 'Notificaciones: 2 sin leer');
    await expect(bell).toHaveAttribute('data-urgent', 'false');
    await expect(panel.getByTestId('notifications-stats')).toHaveText(
      '3 en total · 2 sin leer · 0 urgentes',
    );

    await panel.getByTestId('notifications-mark-all').click();
    await expect(page.getByText('Todas las notificaciones marcadas como leídas')).toBeVisible();
    await expect(panel.getByText('No tienes notificaciones sin leer')).toBeVisible();
    await expect(panel.getByTestId('notifications-tab-unread')).toHaveText('Sin leer (0)');
    await expect(panel.getByTestId('notifications-mark-all')).toHaveCount(0);
    await expect(bell).toHaveAttribute('aria-label', 'Notificaciones');

    // "Todas": read ones have no "Marcar como leída"; delete one.
    await panel.getByTestId('notifications-tab-all').click();
    await expect(items).toHaveCount(3);
    await expect(panel.getByRole('button', { name: 'Marcar como leída' })).toHaveCount(0);
    await high.hover();
    await high.getByRole('button', { name: 'Eliminar notificación' }).click();
    await expect(page.getByText('Notificación eliminada')).toBeVisible();
    await expect(items).toHaveCount(2);
    await expect(panel.getByTestId('notifications-tab-all')).toHaveText('Todas (2)');

    // A notification with a link opens it.
    await urgent.getByRole('link').click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(panel).toBeHidden();
  });

  test('caps the badge at 99+, scrolls inside 320 px and follows changes made elsewhere', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await apiSession(request, 'admin@taller.test');
    const mechanic = await apiSession(request, MECHANIC);
    const employeeId = mechanic.employeeId!;
    await emptyFeed(request, mechanic);

    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          send(request, admin, employeeId, {
            title: `Aviso ${batch * 10 + index + 1}`,
            message: 'Prueba del contador',
            type: 'system_alert',
          }),
        ),
      );
    }
    await loginAs(page, MECHANIC);
    await page.goto('/dashboard');
    const bell = page.getByTestId('notifications-bell');
    await expect(bell).toHaveAttribute('aria-label', 'Notificaciones: 99+ sin leer');
    await expect(bell.locator('.ant-badge-count')).toHaveText('99+');

    // SPEC §9: the list is 320 px tall and scrolls inside.
    const panel = await openBell(page);
    const list = panel.getByTestId('notifications-list');
    // Layout sizes (not the bounding box, which the popover's opening animation scales).
    const size = await list.evaluate((element) => ({
      height: (element as HTMLElement).offsetHeight,
      scrolls: element.scrollHeight > element.clientHeight,
    }));
    expect(size).toEqual({ height: 320, scrolls: true });

    // Marked elsewhere (another device): the push refetches this bell.
    await request.patch('/api/notifications/mark-all', { headers: mechanic.headers });
    await expect(bell).toHaveAttribute('aria-label', 'Notificaciones');
    await expect(panel.getByText('No tienes notificaciones sin leer')).toBeVisible();
    await emptyFeed(request, mechanic);
  });

  test('opens from the keyboard before and after its popover code has arrived', async ({
    page,
  }) => {
    await loginAs(page, MECHANIC);
    await page.goto('/dashboard');
    const bell = page.getByTestId('notifications-bell');
    await expect(bell).toBeVisible();
    // The first focus brings antd's Popover; the bell it draws keeps the focus, and Enter opens.
    await bell.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('notifications-panel')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('notifications-panel')).toBeHidden();
    await expect(bell).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('notifications-panel')).toBeVisible();
  });

  test('says "Endpoint de notificaciones no encontrado" when the feed answers 404', async ({
    page,
  }) => {
    await page.route('**/api/notifications?*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'NOT_FOUND', message: 'Cannot GET' }),
      }),
    );
    await loginAs(page, MECHANIC);
    await page.goto('/dashboard');
    await expect(
      page.locator('.ant-notification').getByText('Endpoint de notificaciones no encontrado'),
    ).toBeVisible();
    const panel = await openBell(page);
    await expect(panel.getByTestId('notifications-error')).toHaveText(
      /Endpoint de notificaciones no encontrado/,
    );
    await expect(panel.getByTestId('notification-item')).toHaveCount(0);
  });

  test('the rules screen lists every type and saves a rule’s priority with its version', async ({
    page,
  }) => {
    await loginAs(page, 'admin@taller.test');
    await page.goto('/notification-management');
    await expect(page.getByRole('heading', { name: 'Gestión de notificaciones' })).toBeVisible();
    const rules = page.getByTestId('notification-rule');
    // SPEC §3's eleven types and the two of absences.
    await expect(rules).toHaveCount(13);
    await expect(page.getByTestId('notification-rule-soon').first()).toHaveText('Próximamente');

    const assigned = page.locator(
      '[data-testid="notification-rule"][data-type="work_order_assigned"]',
    );
    const priority = assigned.getByTestId('notification-rule-priority');
    const before = (
      await priority
        .locator('.ant-select-content, .ant-select-selection-item')
        .first()
        .textContent()
    )?.trim();
    const target = before === 'Urgente' ? 'Alta' : 'Urgente';
    await priority.click();
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${target}"]`)
      .click();
    await assigned.getByTestId('notification-rule-save').click();
    await expect(page.getByText('Regla «Orden asignada» guardada')).toBeVisible();
    await expect(assigned.getByTestId('notification-rule-save')).toHaveCount(0);

    await page.reload();
    await expect(priority).toContainText(target);
    // Back as it was, for the other tests.
    await priority.click();
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${before}"]`)
      .click();
    await assigned.getByTestId('notification-rule-save').click();
    await expect(page.getByText('Regla «Orden asignada» guardada').first()).toBeVisible();
  });
});
