import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './support/session';

/**
 * Issue 23: a day's main flows with the keyboard alone (no mouse call in this file): log in, the
 * skip link, the palette to a customer, a new work order, a move on the board, log out.
 */

/** Presses Tab until `target` has the focus (the way a keyboard user walks a screen). */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    // Asked anew at every press: a menu button is replaced by its Dropdown once that loads
    // (MenuButton), so a handle taken before would never match.
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** In an open menu, arrows down to the item named `name` and chooses it with Enter. */
async function chooseMenuItem(page: Page, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await expect(item).toBeVisible();
  // The menu takes the focus on opening (MenuButton).
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
    .toBe('menuitem');
  for (let step = 0; step < 10; step += 1) {
    if (await item.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
}

async function focused(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
}

/** A customer made through the API, with a name no other test uses. */
async function newCustomer(page: Page, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const surname = `Teclado${Math.floor(Math.random() * 1e6)}`;
  const customer = await page.request.post('/api/customers', {
    headers,
    data: { type: 'person', first_name: 'Inés', last_name: surname },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const { data } = (await customer.json()) as { data: { id: string } };
  return { id: data.id, name: `Inés ${surname}`, surname };
}

test.describe('keyboard only', () => {
  test('logs in, skips to the content and logs out', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('Correo electrónico');
    await tabTo(page, email);
    // Sent empty: the error is tied to its field and announced with it.
    await page.keyboard.press('Enter');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const errorText = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(errorText.trim()).not.toBe('');
    await page.keyboard.type('recepcion@taller.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('home-welcome')).toBeVisible();

    // The skip link is the first Tab stop of a shell screen and lands on main.
    await page.goto('/dashboard');
    await expect(page.getByTestId('home-welcome')).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('skip-link');
    await expect(page.getByTestId('skip-link')).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // The palette keeps the focus inside while open and gives it back when closed.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog');
    await expect(palette).toBeVisible();
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      expect(await palette.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();

    // Out through the user menu.
    await tabTo(page, page.getByTestId('user-menu'));
    await page.keyboard.press('Enter');
    await chooseMenuItem(page, 'Cerrar Sesión');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('opens a customer from the palette and a new work order for them', async ({ page }) => {
    // Two screens and a dialog crossed one Tab at a time: close to 30 s on a busy 2-core runner.
    test.setTimeout(60_000);
    const token = await loginAs(page, 'recepcion@taller.test');
    const customer = await newCustomer(page, token);
    await page.goto('/dashboard');
    await expect(page.getByTestId('home-welcome')).toBeVisible();

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog');
    await expect(palette).toBeVisible();
    await page.keyboard.type(customer.surname);
    await expect(palette.getByText(customer.name).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}$`));
    await expect(palette).toBeHidden();

    await page.goto('/orders');
    await tabTo(page, page.getByTestId('new-order'));
    // The keyboard's place is drawn: a 2 px ring in the primary blue, 5.8:1 on white (WCAG 2.4.7).
    const ring = await page
      .getByTestId('new-order')
      .evaluate(
        (button) =>
          getComputedStyle(button).outlineStyle + ' ' + getComputedStyle(button).outlineWidth,
      );
    expect(ring).toBe('solid 2px');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nueva orden de trabajo' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('combobox', { name: 'Cliente' }));
    await page.keyboard.type(customer.surname);
    await expect(page.locator('.ant-select-dropdown').getByText(customer.name)).toBeVisible();
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByLabel('Título'));
    await page.keyboard.type('Cambio de pastillas de freno');
    await tabTo(page, page.getByTestId('create-order-submit'));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Orden WO-\d{6} creada exitosamente$/)).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-customer-link')).toHaveText(customer.name);
  });

  test('moves an order to another column of the board', async ({ page }) => {
    const token = await loginAs(page, 'jefe@taller.test');
    const customer = await newCustomer(page, token);
    const created = await page.request.post('/api/work-orders', {
      headers: { Authorization: `Bearer ${token}` },
      // DOMAIN: work starts only once the estimate is decided.
      data: {
        title: 'Revisión de frenos',
        customer_id: customer.id,
        estimate_decision: 'accepted',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const order = ((await created.json()) as { data: { id: string; number: string } }).data;

    await page.goto(`/orders?view=board&search=${order.number}`);
    const card = page.getByTestId('board-column-open').locator(`[data-order-id="${order.id}"]`);
    await expect(card).toBeVisible();
    // Past the sidebar through the skip link, as a keyboard user does on a screen they know.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await tabTo(page, card.getByRole('button', { name: `Mover ${order.number} a…` }));
    await page.keyboard.press('Enter');
    await chooseMenuItem(page, 'En curso');
    await expect(page.getByText('Orden actualizada exitosamente').first()).toBeVisible();
    await expect(
      page.getByTestId('board-column-in_progress').locator(`[data-order-id="${order.id}"]`),
    ).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});

/** WCAG 2.4.7 and 1.4.11: the focus ring is drawn in both themes, at 3:1 against what surrounds it. */
for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('the focus ring stands out against the page', async ({ page }) => {
      await loginAs(page, 'recepcion@taller.test');
      await page.goto('/orders');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const button = page.getByTestId('new-order');
      await tabTo(page, button);
      const ring = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        // The colour behind the button: the nearest ancestor that paints a background.
        let behind = 'rgb(255, 255, 255)';
        for (let node = element.parentElement; node; node = node.parentElement) {
          const paint = getComputedStyle(node).backgroundColor;
          if (paint !== 'rgba(0, 0, 0, 0)' && paint !== 'transparent') {
            behind = paint;
            break;
          }
        }
        return {
          style: `${style.outlineStyle} ${style.outlineWidth}`,
          colour: style.outlineColor,
          behind,
        };
      });
      expect(ring.style).toBe('solid 2px');
      expect(
        contrast(ring.colour, ring.behind),
        `${ring.colour} on ${ring.behind}`,
      ).toBeGreaterThanOrEqual(3);
    });
  });
}

/** WCAG relative-luminance contrast of two `rgb(…)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}
