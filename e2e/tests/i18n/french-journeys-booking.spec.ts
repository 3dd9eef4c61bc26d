import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/auth';
import { Reader } from '../../support/journey-reader';
import { languageStrings } from '../../support/journey-strings';
import type { Language } from '../../support/journeys';
import { mailArriving, type ReceivedMail, receivedMail } from '../../support/mail';

/**
 * Booking in the reader's language (issue 34, "Done when"), beside french-journeys.spec.ts: a
 * visitor books the free call from /book in French (or English), then cancels it by the
 * e-mailed link. The pages and the visitor's e-mails hold none of the other language; the
 * agency's notices are in the agency's language (English in the e2e stack), whatever the
 * visitor's. Cancelling frees the slot for the other specs.
 */
const ENGLISH = languageStrings('en');
const FRENCH = languageStrings('fr');

const WORDS = {
  fr: {
    zone: 'Europe/Paris',
    name: 'Nom',
    message: 'Nous aimerions parler d’un nouveau site.',
    submit: 'Réserver l’appel',
    booked: 'Votre appel est réservé',
    cancel: 'Annuler l’appel',
    cancelYes: 'Oui, l’annuler',
    cancelled: 'Cet appel est annulé.',
    cancelledMail: /^Annulé/,
  },
  en: {
    zone: 'America/New_York',
    name: 'Name',
    message: 'We would like to talk about a new site.',
    submit: 'Book the call',
    booked: 'Your call is booked',
    cancel: 'Cancel the call',
    cancelYes: 'Yes, cancel it',
    cancelled: 'This call is cancelled.',
    cancelledMail: /^Cancelled/,
  },
} as const;

/** The agency's newest notice about `visitor` whose subject matches, polled from the sink. */
async function agencyNotice(visitor: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMail()).findLast(
          (mail) =>
            subject.test(mail.subject) &&
            mail.text.includes(visitor) &&
            !mail.recipients.includes(visitor),
        );
        return found !== undefined;
      },
      { timeout: 15_000, message: `the agency’s notice ${subject} about ${visitor}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}

for (const language of ['fr', 'en'] as Language[]) {
  const words = WORDS[language];
  test(`a visitor books the call in ${language} and cancels it: pages and e-mails in ${language}`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const reader = language === 'fr' ? new Reader(ENGLISH, FRENCH) : new Reader(FRENCH, ENGLISH);
    // The agency reads English, whoever books.
    const agency = new Reader(FRENCH, ENGLISH);
    const run = randomUUID().slice(0, 8);
    const visitor = { name: `Camille Rdv-${run}`, email: `camille.${run}@rdv-${run}.fr` };
    const context = await browser.newContext({
      timezoneId: words.zone,
      locale: language === 'fr' ? 'fr-FR' : 'en-US',
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();

    // The last slot of the first day shown, far from the slots other specs take first.
    await page.goto(`/book?lng=${language}`);
    const slot = page.locator('button[data-starts-at]').last();
    await expect(slot).toBeVisible();
    await reader.page(page, 'the booking page');
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel(words.name, { exact: true }).fill(visitor.name);
    await page.getByLabel('E-mail').fill(visitor.email);
    await page.getByRole('textbox', { name: /^Message/ }).fill(words.message);
    await reader.page(page, 'the booking page: a slot chosen');
    await page.getByRole('button', { name: words.submit }).click();
    await expect(page.getByRole('heading', { name: words.booked })).toBeVisible();
    await reader.page(page, 'the booking page: booked');

    const confirmation = await mailArriving(visitor.email, /./);
    reader.mail(confirmation, 'booking confirmation');
    agency.mail(await agencyNotice(visitor.email, /^New booking/), 'the agency’s new booking');

    // Cancelled by the e-mail's manage link, in the same browser.
    const manage = /\/book\/manage\?token=[A-Za-z0-9_%-]+/.exec(confirmation.text)?.[0];
    expect(manage, 'a manage link in the confirmation').toBeDefined();
    await page.goto(manage ?? '');
    await expect(page.getByRole('button', { name: words.cancel })).toBeVisible();
    await reader.page(page, 'the manage page');
    await page.getByRole('button', { name: words.cancel }).click();
    await page.getByRole('button', { name: words.cancelYes }).click();
    await expect(page.getByText(words.cancelled)).toBeVisible();
    await reader.page(page, 'the manage page: cancelled');
    reader.mail(await mailArriving(visitor.email, words.cancelledMail), 'booking cancellation');
    agency.mail(
      await agencyNotice(visitor.email, /^Booking cancelled/),
      'the agency’s cancelled booking',
    );
    await context.close();
    reader.expectNone();
    agency.expectNone();
  });
}
