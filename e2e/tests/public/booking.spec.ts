import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, publicKey, sessionStorageEntries, test } from '../../support/auth';
import { findLeadByEmail } from '../../support/leads';
import { mailArriving, type ReceivedMail, receivedMail } from '../../support/mail';
import { BACKEND_URL, SHELL_URL } from '../../support/stack';

/*
 * Issue 33, "Booking": a visitor in another time zone books the free call from /book; the
 * booking is in the admin's calendar, its lead exists, both e-mails carry a valid `.ics`
 * (METHOD:REQUEST); a second visitor cannot take the slot; cancelling by the manage link frees it.
 */

const VISITOR_ZONE = 'America/New_York';

test.use({ timezoneId: VISITOR_ZONE, locale: 'en-US' });

type Slot = { starts_at: string; ends_at: string };

async function callBooking(
  request: APIRequestContext,
  action: string,
  payload: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const key = await publicKey(request);
  const response = await request.post(`${BACKEND_URL}/functions/v1/booking`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    data: { action, ...payload },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** The open slots as the page reads them (from today, in the visitor's zone). */
async function openSlots(request: APIRequestContext, zone = VISITOR_ZONE): Promise<Slot[]> {
  const { status, body } = await callBooking(request, 'get_booking_page', { time_zone: zone });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.slots as Slot[];
}

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** Spaces as Intl writes them (no-break, narrow no-break) or not. */
const looseSpaces = (text: string) =>
  new RegExp(text.replace(/[\s\u202f\u00a0]+/g, '[\\s\\u202f\\u00a0]+'));

/** The `.ics` of a message: one attachment, parsed by ical.js. */
function invitationOf(mail: ReceivedMail) {
  const file = mail.attachments.find((attachment) => attachment.filename.endsWith('.ics'));
  expect(file, `an .ics attached to "${mail.subject}"`).toBeDefined();
  expect(file?.contentType).toBe('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(file?.content ?? ''));
  const event = calendar.getFirstSubcomponent('vevent');
  expect(event).not.toBeNull();
  return { calendar, event: new ICAL.Event(event as ICAL.Component) };
}

test('a visitor in New York books the free call; the slot is theirs alone until they cancel', async ({
  page,
  browser,
  request,
  adminSession,
}) => {
  const id = randomUUID().slice(0, 8);
  const visitor = { name: `Nora Booker-${id}`, email: `nora.${id}@booking-${id}.com` };

  // The first open slot at least three days ahead, as the page lists it.
  const earliest = Date.now() + 3 * 24 * 3600_000;
  const slot = (await openSlots(request)).find((each) => Date.parse(each.starts_at) >= earliest);
  expect(slot, 'an open slot three days ahead or more').toBeDefined();
  const { starts_at: startsAt } = slot as Slot;
  const start = new Date(startsAt);
  const dayText = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: VISITOR_ZONE,
  }).format(start);
  const timeText = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: VISITOR_ZONE,
  }).format(start);

  // The page: server-rendered heading, the visitor's zone named, the times in it.
  await page.goto('/book');
  await expect(page.getByRole('heading', { level: 1, name: 'Book your free call' })).toBeVisible();
  await expect(page.getByTestId('booking-zone')).toContainText('America/New York');
  await expect(page.getByLabel('Your time zone')).toHaveValue(VISITOR_ZONE);
  await page.getByRole('button', { name: dayText, exact: true }).click();
  const slotButton = page.locator(`button[data-starts-at="${startsAt}"]`);
  await expect(slotButton).toHaveText(looseSpaces(timeText));
  await expect(slotButton).toHaveAttribute(
    'aria-label',
    looseSpaces(`${dayText}, ${start.getUTCFullYear()}`),
  );
  // Chosen with the keyboard.
  await slotButton.focus();
  await page.keyboard.press('Enter');
  await expect(slotButton).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Name').fill(visitor.name);
  await page.getByLabel('E-mail').fill(visitor.email);
  await page
    .getByRole('textbox', { name: /^Message/ })
    .fill('We would like to talk about a new site.');
  await expect(page.getByText('39 / 2000')).toBeVisible();
  await page.getByRole('button', { name: 'Book the call' }).click();

  await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
  await expect(page.getByTestId('booking-confirmed-time')).toContainText(looseSpaces(timeText));
  await expect(page.getByTestId('booking-confirmed-time')).toContainText('America/New York');
  await expect(
    page.getByText(`A calendar invitation is on its way to ${visitor.email}.`),
  ).toBeVisible();

  // Both e-mails, each with an invitation ical.js reads as a REQUEST at the booked time.
  const toVisitor = await mailArriving(visitor.email, /with .*,/);
  const visitorInvite = invitationOf(toVisitor);
  expect(visitorInvite.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  expect(visitorInvite.event.startDate.toJSDate().getTime()).toBe(start.getTime());
  expect(toVisitor.text).toMatch(/\/book\/manage\?token=/);

  let toAgency: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        toAgency = (await receivedMail()).findLast(
          (mail) => /^New booking/.test(mail.subject) && mail.text.includes(visitor.email),
        );
        return toAgency !== undefined;
      },
      { timeout: 15_000, message: 'the agency’s notice of the booking' },
    )
    .toBe(true);
  const agencyInvite = invitationOf(toAgency as ReceivedMail);
  expect(agencyInvite.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  expect(agencyInvite.event.startDate.toJSDate().getTime()).toBe(start.getTime());
  expect(agencyInvite.event.uid).toBe(visitorInvite.event.uid);

  // The lead, found by its e-mail.
  const lead = await findLeadByEmail(request, adminSession.token, visitor.email);
  expect(lead.name).toBe(visitor.name);

  // The admin's calendar shows the call (agenda: the next four weeks).
  const admin = await browser.newContext({
    timezoneId: VISITOR_ZONE,
    storageState: {
      cookies: [],
      origins: [{ origin: SHELL_URL, localStorage: sessionStorageEntries(adminSession) }],
    },
  });
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/dashboard');
  await adminPage.getByRole('button', { name: 'Calendar' }).click();
  const calendar = adminPage.getByRole('dialog', { name: 'Calendar' });
  await calendar
    .getByRole('group', { name: 'View' })
    .getByRole('radio', { name: 'Agenda' })
    .check();
  await expect(calendar.getByRole('button', { name: new RegExp(visitor.name) })).toBeVisible();
  await admin.close();

  // A second visitor (in Paris) is not offered the slot, and forcing it is refused.
  const second = await browser.newContext({ timezoneId: 'Europe/Paris', locale: 'en-US' });
  const secondPage = await second.newPage();
  await secondPage.goto('/book');
  await expect(secondPage.getByTestId('booking-zone')).toContainText('Europe/Paris');
  await expect(secondPage.locator('button[data-starts-at]').first()).toBeVisible();
  await expect(secondPage.locator(`button[data-starts-at="${startsAt}"]`)).toHaveCount(0);
  await second.close();
  expect(
    (await openSlots(request, 'Europe/Paris')).some((each) =>
      sameInstant(each.starts_at, startsAt),
    ),
  ).toBe(false);
  const forced = await callBooking(request, 'create_booking', {
    meeting_type: (await callBooking(request, 'get_booking_page', {})).body.meeting_type,
    starts_at: startsAt,
    name: `Second Visitor-${id}`,
    email: `second.${id}@booking-${id}.com`,
    time_zone: 'Europe/Paris',
  });
  expect(forced.status, JSON.stringify(forced.body)).toBe(409);
  expect((forced.body.fields as Record<string, string>).starts_at).toBe(
    'This time is no longer available',
  );

  // Cancelling by the e-mail's manage link frees the slot.
  const manage = /\/book\/manage\?token=[A-Za-z0-9_%-]+/.exec(toVisitor.text)?.[0] as string;
  await page.goto(manage);
  await expect(page.getByTestId('booking-manage-time')).toContainText(looseSpaces(timeText));
  await page.getByRole('button', { name: 'Cancel the call' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('This call is cancelled.')).toBeVisible();
  await expect
    .poll(async () =>
      (await openSlots(request)).some((each) => sameInstant(each.starts_at, startsAt)),
    )
    .toBe(true);
  await mailArriving(visitor.email, /^Cancelled:/);

  // A link that is not a booking's says so.
  await page.goto('/book/manage?token=not-a-real-token');
  await expect(page.getByText('This link is not valid.', { exact: false })).toBeVisible();
});
