import { expect } from '@playwright/test';
import { fillContactForm } from '../support/forms';
import { holdRequests } from '../support/hold-requests';
import { test } from '../support/test';
import { emotionCssLength, recordScripts } from '../support/ui-kit';

test.describe('Contact Us', () => {
  test('sends a message, shows Sending... meanwhile and confirms with a toast', async ({ page }) => {
    const held = await holdRequests(page, '**/api/notification');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await page.getByLabel('Name').fill('Meera Pillai');
    await page.getByLabel('Email').fill('meera@example.com');
    await page.getByLabel('Message').fill('Do you have listings in Kochi near the metro?');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    // Repeat submits while sending are ignored.
    await page.getByLabel('Message').press('Enter');
    await page.locator('form[aria-label="Contact us"]').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect(sending).toBeDisabled();
    held.release();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    expect(held.count).toBe(1);
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('requires every field and an email-typed address', async ({ page }) => {
    let requests = 0;
    await page.route('**/api/notification', (route) => {
      requests += 1;
      return route.continue();
    });
    await page.goto('/contact');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const label of ['Name', 'Email', 'Message']) {
      expect(await page.getByLabel(label).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    }
    await page.getByLabel('Name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(requests).toBe(0);
  });

  test('says when sending failed; a second failure replaces the first message', async ({ page }) => {
    await page.route('**/api/notification', (route) => route.fulfill({ status: 503, body: '' }));
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const failures = page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to send message. Try again later.' });
    await expect(failures).toHaveCount(1);
    await failures.evaluate((toast) => toast.setAttribute('data-first', ''));

    await page.getByRole('button', { name: 'Send Message' }).click();
    // The second message is on screen…
    await expect(failures.and(page.locator(':not([data-first])'))).toBeVisible();
    // …and the first one has gone rather than stacking above it (checked well before either
    // would have closed on its own at 3 s).
    await expect(failures).toHaveCount(1, { timeout: 1500 });
  });

  test("the page loads none of MUI; its message box grows with the message, and the server's refusals show under their fields", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    expect(scripts.has('/contact-page-')).toBe(true);
    expect(scripts.uiKit()).toEqual([]);
    expect(await emotionCssLength(page)).toBe(0);

    // Five lines when empty, as MUI's minRows drew it, then as tall as what is written.
    const message = page.getByLabel('Message');
    const height = () => message.evaluate((box) => box.getBoundingClientRect().height);
    expect(await height()).toBe(115);
    await message.fill(Array.from({ length: 9 }, (_, line) => `Line ${line + 1}`).join('\n'));
    expect(await height()).toBe(9 * 23);
    await message.fill('Hello');
    expect(await height()).toBe(115);

    await page.route('**/api/notification', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Please check the form.',
          code: 'VALIDATION_ERROR',
          details: { message: 'Message is too long' },
        }),
      }),
    );
    await page.getByLabel('Name').fill('Meera Pillai');
    await page.getByLabel('Email').fill('meera@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription('Message is too long');
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'false');
    await expect(message).toHaveValue('Hello');
  });
});
