/// <reference lib="dom" />
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './support/session';
import { XSS_PAYLOADS } from './support/xss-corpus';

/**
 * Issue 6, "Novedades" in Spanish: announcements created through the API by the demo
 * administrator reach the bell live; "Entendido" and "No volver a mostrar" remove them; the call
 * to action opens a new tab safely; the ETag is sent back; a 401 ends the session; and a corpus of
 * XSS payloads stored as announcements renders without running anything.
 */

interface Session {
  headers: Record<string, string>;
  userId: string;
}

async function apiSession(request: APIRequestContext, email: string): Promise<Session> {
  const login = await request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as { data: { accessToken: string; user: { id: string } } };
  return {
    headers: { Authorization: `Bearer ${body.data.accessToken}` },
    userId: body.data.user.id,
  };
}

/** The reader starts with nothing unread (other tests publish for everyone too). */
async function dismissAll(request: APIRequestContext, reader: Session): Promise<void> {
  const unread = await request.get('/api/announcements/unread?app_version=1.0.0', {
    headers: reader.headers,
  });
  expect(unread.status(), await unread.text()).toBe(200);
  for (const item of ((await unread.json()) as { data: { id: string }[] }).data) {
    const marked = await request.post(`/api/announcements/${item.id}/read`, {
      headers: reader.headers,
      data: { action: 'dismiss' },
    });
    expect(marked.status(), await marked.text()).toBe(200);
  }
}

async function publish(
  request: APIRequestContext,
  admin: Session,
  fields: Record<string, unknown>,
): Promise<{ id: string }> {
  const created = await request.post('/api/announcements', {
    headers: admin.headers,
    data: fields,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data;
}

async function remove(request: APIRequestContext, admin: Session, ids: string[]) {
  for (const id of ids)
    await request.delete(`/api/announcements/${id}`, { headers: admin.headers });
}

async function openModal(page: Page) {
  await page.getByTestId('announcements-bell').click();
  const modal = page.getByRole('dialog', { name: 'Novedades' });
  await expect(modal).toBeVisible();
  return modal;
}

test.describe('announcements (Novedades)', () => {
  test('arrive live, show their priority, content and call to action, and go when answered', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await apiSession(request, 'admin@taller.test');
    const reader = await apiSession(request, 'oficina@taller.test');
    await dismissAll(request, reader);

    await loginAs(page, 'oficina@taller.test');
    await page.goto('/dashboard');
    const bell = page.getByTestId('announcements-bell');
    await expect(bell).toHaveAttribute('aria-label', 'Novedades');
    let modal = await openModal(page);
    await expect(modal.getByText('No hay novedades')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    const stamp = Date.now();
    const important = await publish(request, admin, {
      title: `Nueva facturación ${stamp}`,
      summary: 'Las facturas ya salen preparadas para VERI*FACTU.',
      content_md:
        '**Qué cambia**\n\n- Numeración por series\n- [Guía completa](https://taller.example.com/guia)\n- [no seguro](javascript:alert(1))',
      priority: 'high',
      cta_label: 'Ver la guía',
      cta_url: 'https://taller.example.com/guia',
    });
    const normal = await publish(request, admin, {
      title: `Horario de verano ${stamp}`,
      content_md: 'El taller abre de 8:00 a 15:00.',
      priority: 'normal',
    });

    // announcement.published makes the bell check at once.
    await expect(bell).toHaveAttribute('aria-label', 'Novedades: 2 sin leer');
    modal = await openModal(page);
    const items = modal.getByTestId('announcement-item');
    await expect(items).toHaveCount(2);
    const first = items.filter({ hasText: `Nueva facturación ${stamp}` });
    const second = items.filter({ hasText: `Horario de verano ${stamp}` });

    await expect(first.getByTestId('announcement-priority')).toHaveAttribute('data-color', 'red');
    await expect(first.getByTestId('announcement-priority')).toHaveText('Alta');
    await expect(first.getByTestId('announcement-summary')).toHaveText(
      'Las facturas ya salen preparadas para VERI*FACTU.',
    );
    const content = first.getByTestId('announcement-content');
    await expect(content.locator('strong')).toHaveText('Qué cambia');
    const guide = content.getByRole('link', { name: 'Guía completa' });
    await expect(guide).toHaveAttribute('href', 'https://taller.example.com/guia');
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(content.getByText('no seguro')).toBeVisible();
    await expect(content.getByRole('link', { name: 'no seguro' })).toHaveCount(0);
    const cta = first.getByTestId('announcement-cta');
    await expect(cta).toHaveText('Ver la guía');
    await expect(cta).toHaveAttribute('href', 'https://taller.example.com/guia');
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(second.getByTestId('announcement-priority')).toHaveAttribute('data-color', 'blue');
    await expect(second.getByTestId('announcement-summary')).toHaveCount(0);
    await expect(second.getByTestId('announcement-cta')).toHaveCount(0);

    await first.getByRole('button', { name: 'Entendido' }).click();
    await expect(items).toHaveCount(1);
    await expect(bell).toHaveAttribute('aria-label', 'Novedades: 1 sin leer');
    await second.getByRole('button', { name: 'No volver a mostrar' }).click();
    await expect(modal.getByText('No hay novedades')).toBeVisible();
    await expect(bell).toHaveAttribute('aria-label', 'Novedades');

    // The server kept both answers.
    const readOne = await request.get(`/api/announcements/${important.id}`, {
      headers: admin.headers,
    });
    expect(((await readOne.json()) as { data: { read_count: number } }).data.read_count).toBe(1);
    const dismissedOne = await request.get(`/api/announcements/${normal.id}`, {
      headers: admin.headers,
    });
    expect(
      ((await dismissedOne.json()) as { data: { dismissed_count: number } }).data.dismissed_count,
    ).toBe(1);

    await page.reload();
    modal = await openModal(page);
    await expect(modal.getByText('No hay novedades')).toBeVisible();
    await remove(request, admin, [important.id, normal.id]);
  });

  test('sends the stored ETag back and keeps the badge on 304', async ({ page, request }) => {
    const admin = await apiSession(request, 'admin@taller.test');
    const reader = await apiSession(request, 'recepcion@taller.test');
    await dismissAll(request, reader);
    const created = await publish(request, admin, {
      title: `Aviso ETag ${Date.now()}`,
      audience_roles: ['recepcion'],
    });

    await loginAs(page, 'recepcion@taller.test');
    await page.goto('/dashboard');
    const bell = page.getByTestId('announcements-bell');
    await expect(bell).toHaveAttribute('aria-label', 'Novedades: 1 sin leer');
    const stored = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      `px_announcements_etag:${reader.userId}`,
    );
    const { etag, unreadCount } = JSON.parse(stored ?? '{}') as {
      etag: string;
      unreadCount: number;
    };
    expect(etag).toBeTruthy();
    expect(unreadCount).toBe(1);

    // A focus check answers 304 to the stored ETag; the badge stays.
    const conditional = page.waitForResponse(
      (response) =>
        response.url().includes('/api/announcements/unread/meta') &&
        response.request().headers()['if-none-match'] === etag,
    );
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    expect((await conditional).status()).toBe(304);
    await expect(bell).toHaveAttribute('aria-label', 'Novedades: 1 sin leer');

    // After a reload the badge comes from the stored count while the check answers 304.
    await page.reload();
    await expect(bell).toHaveAttribute('aria-label', 'Novedades: 1 sin leer');
    await remove(request, admin, [created.id]);
  });

  test('a 401 on the check ends the session with SPEC’s toast', async ({ page }) => {
    await loginAs(page, 'jefe@taller.test');
    await page.route('**/api/announcements/unread/meta*', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'UNAUTHORIZED', message: 'No autorizado' }),
      }),
    );
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Tu sesión ha expirado, vuelve a iniciar sesión')).toBeVisible();
  });

  test(`renders ${XSS_PAYLOADS.length} XSS payloads without running anything`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    const admin = await apiSession(request, 'admin@taller.test');
    const reader = await apiSession(request, 'recambios@taller.test');
    await dismissAll(request, reader);
    const ids: string[] = [];
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const created = await publish(request, admin, {
        title: `XSS ${index + 1}`,
        summary: payload.slice(0, 500),
        content_md: payload,
        priority: 'low',
        audience_roles: ['recambios'],
      });
      ids.push(created.id);
    }

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      const flags = window as unknown as { __xssRan: number; xss: () => void };
      flags.__xssRan = 0;
      flags.xss = () => {
        flags.__xssRan += 1;
      };
    });
    await loginAs(page, 'recambios@taller.test');
    await page.goto('/dashboard');
    await expect(page.getByTestId('announcements-bell')).toHaveAttribute(
      'aria-label',
      `Novedades: ${XSS_PAYLOADS.length} sin leer`,
      { timeout: 20_000 },
    );
    const modal = await openModal(page);
    await expect(modal.getByTestId('announcement-item')).toHaveCount(XSS_PAYLOADS.length, {
      timeout: 20_000,
    });
    // Give image errors, focus and load handlers time to fire if anything slipped through.
    await page.waitForTimeout(1_000);

    const problems = await page.getByTestId('announcements-modal-body').evaluate((root) => {
      const found: string[] = [];
      const forbidden = 'script, iframe, object, embed, style, link, meta, base, form, svg, math';
      root.querySelectorAll(forbidden).forEach((element) => found.push(`<${element.localName}>`));
      root.querySelectorAll('*').forEach((element) => {
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on')) found.push(`${element.localName}[${name}]`);
          if (['href', 'src', 'xlink:href', 'action', 'formaction', 'srcdoc'].includes(name)) {
            if (/^\s*(javascript|data|vbscript):/i.test(attribute.value) || name === 'srcdoc') {
              found.push(`${element.localName}[${name}=${attribute.value}]`);
            }
          }
        }
      });
      return found;
    });
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xssRan: number }).__xssRan)).toBe(0);
    expect(dialogs).toEqual([]);
    await remove(request, admin, ids);
  });

  test('the admin screen previews content through the same sanitiser', async ({ page }) => {
    await loginAs(page, 'admin@taller.test');
    await page.goto('/admin/announcements');
    await expect(page.getByRole('heading', { name: 'Novedades' })).toBeVisible();
    await page.getByTestId('announcement-new').click();
    const drawer = page.getByTestId('announcement-form-drawer');
    await drawer.getByLabel('Título').fill('Vista previa');
    await drawer
      .getByLabel('Contenido (Markdown)')
      .fill(
        '**Hola** [seguro](https://taller.example.com) [malo](javascript:alert(1)) <img src=x onerror=alert(1)>',
      );
    const preview = drawer.getByTestId('announcement-preview');
    await expect(preview.getByTestId('announcement-content').locator('strong')).toHaveText('Hola');
    await expect(preview.getByRole('link', { name: 'seguro' })).toHaveAttribute(
      'href',
      'https://taller.example.com',
    );
    await expect(preview.getByText('malo')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'malo' })).toHaveCount(0);
    await expect(preview.locator('img')).toHaveCount(0);
  });

  test('an administrator creates, edits and deletes an announcement', async ({ page }) => {
    const title = `Cierre por inventario ${Date.now()}`;
    await loginAs(page, 'admin@taller.test');
    await page.goto('/admin/announcements');
    await page.getByTestId('announcement-new').click();
    const drawer = page.getByTestId('announcement-form-drawer');
    await drawer.getByLabel('Título').fill(title);
    await drawer.getByLabel('Resumen').fill('El sábado no se atiende al público.');
    await drawer.getByLabel('Texto del botón de acción').fill('Más información');
    await drawer.getByLabel('Dirección del botón de acción').fill('javascript:alert(1)');
    await drawer.getByTestId('announcement-form-submit').click();
    await expect(
      drawer.getByText('La dirección debe empezar por http:// o https://.'),
    ).toBeVisible();
    await drawer
      .getByLabel('Dirección del botón de acción')
      .fill('https://taller.example.com/avisos');
    await drawer.getByTestId('announcement-form-submit').click();
    await expect(page.getByText(`Novedad «${title}» creada`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Publicada');
    await expect(row).toContainText('Todos');

    await row.getByTestId('announcement-edit').click();
    await expect(drawer.getByLabel('Título')).toHaveValue(title);
    await drawer.getByLabel('Título').fill(`${title} (editada)`);
    await drawer.getByTestId('announcement-form-submit').click();
    await expect(page.getByText(`Novedad «${title} (editada)» guardada`)).toBeVisible();

    const edited = page.getByRole('row').filter({ hasText: `${title} (editada)` });
    await edited.getByTestId('announcement-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(`Novedad «${title} (editada)» eliminada`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  });
});
