import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type LoginSession, signInAs, signInAsDemo, storeSession } from '../support/accounts';
import { newSession, publishListingAs } from '../support/bookings';
import { anotherBrowser, test } from '../support/test';
import { uniqueTag } from '../support/unique-tag';

const DEMO_TENANT = 'tenant@rentease.local';

const bearer = (session: Pick<LoginSession, 'token'>) => ({ authorization: `Bearer ${session.token}` });

/** A landlord (signed in through the API) with one listing of their own, in a city of its own. */
async function landlordWithListing(request: APIRequestContext) {
  const landlord = await newSession(request, 'landlord');
  const id = uniqueTag();
  const city = `Chatcity${id}`;
  const listing = await publishListingAs(request, landlord.session, { title: `Chat flat ${id}`, city, price: 18_000 });
  return { ...landlord, city, listing };
}

/** Resolves once the page's chat socket is authenticated (the server said 'ready'). Call before navigating. */
function chatSocketReady(page: Page) {
  return page
    .waitForEvent('websocket', (ws) => ws.url().endsWith('/api/ws'))
    .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')));
}

type Conversation = { tenantId: string; landlordId: string; propertyId: string };

/** Sends a message through the API, as the other side's app would. */
async function sendAs(request: APIRequestContext, from: LoginSession, conversation: Conversation, message: string) {
  const res = await request.post('/api/messages/send', {
    headers: bearer(from),
    data: { ...conversation, message, senderId: from.id },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'RentEase Chat' });
const conversationRow = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(title) });
const messagesLink = (page: Page) => page.getByRole('navigation').getByRole('link', { name: /^Messages/ });

test('a tenant asks through Contact Owner and the landlord answers: both sides update live, with receipts', async ({
  page,
  request,
  openContext,
}) => {
  // Two browsers and three accounts on a shared machine: more time than a one-page test.
  test.slow();
  const owner = await landlordWithListing(request);
  const tenant = await signInAs(page, request, 'tenant');
  const landlord = await anotherBrowser(openContext);
  await storeSession(landlord.page, owner.session);

  // The landlord has nothing yet, and waits on their Messages page.
  const landlordReady = chatSocketReady(landlord.page);
  await landlord.page.goto('/landlord/messages');
  await expect(landlord.page.getByRole('heading', { level: 1, name: 'Your Conversations' })).toBeVisible();
  await expect(landlord.page.getByText('No conversations found.')).toBeVisible();
  await landlordReady;

  // The tenant opens the listing and contacts its owner.
  const tenantReady = chatSocketReady(page);
  await page.goto(`/tenant/search?city=${owner.city}`);
  await page.getByRole('article').filter({ hasText: owner.listing.title }).click();
  await page.getByRole('dialog', { name: owner.listing.title }).getByRole('button', { name: 'Contact Owner' }).click();
  await expect(page).toHaveURL(new RegExp(`/tenant/messages\\?propertyId=${owner.listing.id}&landlordId=${owner.session.id}`));
  const tenantChat = chatPanel(page);
  await expect(tenantChat).toContainText(owner.listing.title);
  await expect(tenantChat.getByRole('log')).toContainText('No messages yet');
  await tenantReady;

  await tenantChat.getByRole('textbox', { name: 'Message' }).fill('Hello! Is the flat free from next month?');
  await tenantChat.getByRole('textbox', { name: 'Message' }).press('Enter');
  const tenantLog = tenantChat.getByRole('log');
  await expect(tenantLog).toContainText('Hello! Is the flat free from next month?');
  await expect(tenantLog.getByText('Sent', { exact: true })).toBeVisible();

  // The landlord's list shows the new conversation, highlighted, without a reload; so does the badge.
  const row = conversationRow(landlord.page, owner.listing.title);
  await expect(row).toContainText('Hello! Is the flat free from next month?');
  await expect(row).toContainText(`${tenant.firstName} ${tenant.lastName}`);
  await expect(row).toContainText('1 unread message');
  await expect(messagesLink(landlord.page)).toHaveAccessibleName(/1 unread conversation/);

  // Opening it marks it read: the highlight and the badge clear, and the tenant sees 'Read'.
  await row.click();
  const landlordChat = chatPanel(landlord.page);
  await expect(landlordChat.getByRole('log')).toContainText('Hello! Is the flat free from next month?');
  await expect(landlordChat).toContainText(`${tenant.firstName} ${tenant.lastName}`);
  await expect(tenantLog.getByText('Read', { exact: true })).toBeVisible();

  // The landlord answers; the tenant reads it live, and the landlord's message shows 'Read' in turn.
  await landlordChat.getByRole('textbox', { name: 'Message' }).fill('Yes, from the 1st. Would you like to visit?');
  await landlordChat.getByRole('button', { name: 'Send' }).click();
  await expect(tenantLog).toContainText('Yes, from the 1st. Would you like to visit?');
  await expect(landlordChat.getByRole('log').getByText('Read', { exact: true })).toBeVisible();

  // Behind the panel, the landlord's list and badge no longer show it unread.
  await landlordChat.getByRole('button', { name: 'Close chat' }).click();
  await expect(landlordChat).toBeHidden();
  await expect(row).not.toContainText('unread');
  await expect(row).toContainText('You: Yes, from the 1st.');
  await expect(messagesLink(landlord.page)).toHaveAccessibleName('Messages');

  // Closing the tenant's panel (Escape) takes the conversation out of the URL; the list shows it.
  await page.keyboard.press('Escape');
  await expect(tenantChat).toBeHidden();
  await expect(page).toHaveURL(/\/tenant\/messages$/);
  await expect(conversationRow(page, owner.listing.title)).toContainText('Yes, from the 1st. Would you like to visit?');
});

test('Enter sends, Shift+Enter starts a new line, and whitespace alone is not sent', async ({ page, request }) => {
  const owner = await landlordWithListing(request);
  await signInAs(page, request, 'tenant');
  let sends = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/messages/send')) sends += 1;
  });
  await page.goto(`/tenant/messages?propertyId=${owner.listing.id}&landlordId=${owner.session.id}`);
  const chat = chatPanel(page);
  const input = chat.getByRole('textbox', { name: 'Message' });
  await expect(chat.getByRole('log')).toContainText('No messages yet');

  await input.fill('First line');
  await input.press('Shift+Enter');
  await input.pressSequentially('Second line');
  await expect(input).toHaveValue('First line\nSecond line');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const bubble = chat.getByRole('log').getByText(/First line\s+Second line/);
  await expect(bubble).toHaveText('First line\nSecond line', { useInnerText: true });
  await expect(chat.getByRole('log').getByText('Sent', { exact: true })).toBeVisible();
  expect(sends).toBe(1);

  await input.fill('   \n  ');
  await input.press('Enter');
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(input).toHaveValue('   \n  ');
  expect(sends).toBe(1);

  // Close with the button: the panel goes and the URL forgets the conversation.
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toBeHidden();
  await expect(page).toHaveURL(/\/tenant\/messages$/);
});

test('the demo tenant sees the seeded conversations, newest first, with the unread one highlighted', async ({
  page,
  request,
}) => {
  await signInAsDemo(page, request, DEMO_TENANT, 'tenant');
  await page.goto('/tenant/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Conversations' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Conversations' });
  const bandra = conversationRow(page, 'Sea-facing 2BHK in Bandra West');
  const koramangala = conversationRow(page, 'Bright 2BHK in Koramangala');
  await expect(bandra).toContainText('Priya Sharma');
  await expect(bandra).toContainText('Great, see you on Saturday at 11. The watchman will let you in.');
  await expect(bandra).toContainText('1 unread message');
  await expect(koramangala).toContainText('You: Thank you!');
  await expect(koramangala).not.toContainText('unread');
  // Newest first: Bandra's latest message is 45 minutes old, Koramangala's a day.
  const titles = await list.getByRole('button').allInnerTexts();
  expect(titles.findIndex((t) => t.includes('Bandra West'))).toBeLessThan(titles.findIndex((t) => t.includes('Koramangala')));
  await expect(messagesLink(page)).toHaveAccessibleName(/1 unread conversation/);
});

test("a tenant without conversations sees 'No conversations found.'", async ({ page, request }) => {
  await signInAs(page, request, 'tenant');
  await page.goto('/tenant/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Conversations' })).toBeVisible();
  await expect(page.getByText('No conversations found.')).toBeVisible();
});

test('offline and back: what arrived meanwhile appears, and a send that failed offline is retried', async ({ page, request }) => {
  const owner = await landlordWithListing(request);
  const tenant = await newSession(request, 'tenant');
  await storeSession(page, tenant.session);
  const conversation = { tenantId: tenant.session.id, landlordId: owner.session.id, propertyId: owner.listing.id };
  await sendAs(request, tenant.session, conversation, 'Can I see the flat on Sunday?');

  const ready = chatSocketReady(page);
  await page.goto(`/tenant/messages?propertyId=${owner.listing.id}&landlordId=${owner.session.id}`);
  const chat = chatPanel(page);
  const log = chat.getByRole('log');
  await expect(log).toContainText('Can I see the flat on Sunday?');
  await ready;

  await page.context().setOffline(true);
  await expect(chat.getByText('You are offline.', { exact: false })).toBeVisible();
  await sendAs(request, owner.session, conversation, 'Sunday at 10 works. See you then.');
  const input = chat.getByRole('textbox', { name: 'Message' });
  await input.fill('Are you there?');
  await input.press('Enter');
  await expect(log.getByText('Not sent', { exact: true })).toBeVisible();
  await expect(log).toContainText('Are you there?');

  // Back online: the socket reconnects and the panel catches up with the answer sent meanwhile.
  const reconnected = chatSocketReady(page);
  await page.context().setOffline(false);
  await reconnected;
  await expect(log).toContainText('Sunday at 10 works. See you then.');

  await log.getByRole('button', { name: 'Retry' }).click();
  await expect(log.getByText('Not sent', { exact: true })).toBeHidden();
  await expect(log.getByText('Sent', { exact: true })).toBeVisible();
  await expect(log.getByText('Are you there?')).toHaveCount(1);

  // The server holds it once.
  const res = await request.get(
    `/api/messages/conversation/${conversation.tenantId}/${conversation.landlordId}/${conversation.propertyId}`,
    { headers: bearer(owner.session) },
  );
  const { messages } = await res.json();
  expect(messages.map((m: { message: string }) => m.message)).toEqual([
    'Can I see the flat on Sunday?',
    'Sunday at 10 works. See you then.',
    'Are you there?',
  ]);
});

test('a long conversation opens at the newest message and loads older history at the top', async ({ page, request }) => {
  const owner = await landlordWithListing(request);
  const tenant = await newSession(request, 'tenant');
  await storeSession(page, tenant.session);
  const conversation = { tenantId: tenant.session.id, landlordId: owner.session.id, propertyId: owner.listing.id };
  for (let n = 1; n <= 55; n += 1) {
    await sendAs(request, n % 2 ? tenant.session : owner.session, conversation, `Message number ${n}`);
  }

  await page.goto(`/tenant/messages?propertyId=${owner.listing.id}&landlordId=${owner.session.id}`);
  const log = chatPanel(page).getByRole('log');
  await expect(log.getByText('Message number 55', { exact: true })).toBeInViewport();
  // One page is 50 messages: the first five are not loaded yet.
  await expect(log.getByText('Message number 6', { exact: true })).toBeAttached();
  await expect(log.getByText('Message number 5', { exact: true })).toHaveCount(0);

  await log.evaluate((element) => element.scrollTo({ top: 0 }));
  await expect(log.getByText('Message number 1', { exact: true })).toBeAttached();
  // The reader stays where they were (at the old top), not thrown back to the start or the end.
  await expect(log.getByText('Message number 6', { exact: true })).toBeInViewport();
  await expect(log.getByText('Message number 1', { exact: true })).not.toBeInViewport();
  await expect(log.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);
});
