import type { Page } from '@playwright/test';
import type { Account } from './accounts';

/** Opens /register and fills every field for `account` (its role toggle is left to the test). */
export async function fillRegistration(
  page: Page,
  account: Pick<Account, 'firstName' | 'lastName' | 'email' | 'password' | 'phone'>,
) {
  await page.goto('/register');
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Phone').fill(account.phone);
}

/** Opens /contact and fills a valid message. */
export async function fillContactForm(page: Page, message = { name: 'A', email: 'a@example.com', message: 'Hello' }) {
  await page.goto('/contact');
  await page.getByLabel('Name').fill(message.name);
  await page.getByLabel('Email').fill(message.email);
  await page.getByLabel('Message').fill(message.message);
}
