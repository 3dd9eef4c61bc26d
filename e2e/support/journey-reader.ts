import { readFile } from 'node:fs/promises';
import { type Download, expect, type Locator, type Page } from '@playwright/test';
import { type Finding, foundIn, type Needle } from './journey-strings';
import type { ReceivedMail } from './mail';
import { pdfShownText } from './pdf';

/**
 * Reads what a journey shows (pages, dialogs, e-mails from the SMTP sink, PDFs) for the strings
 * of the other language (journey-strings.ts), and fails once, at the journey's end, with all
 * it found (e2e/tests/i18n/french-journeys.spec.ts).
 */

/** A page's title and visible text. */
async function shown(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (not hidden nodes).
  return `${await page.title()}\n${await page.locator('body').innerText()}`;
}

/** The findings of one journey, reported all at once at its end. */
export class Reader {
  readonly findings: Finding[] = [];
  /**
   * `needles`: the other language's strings, to find nowhere; `own`: the reader's language's,
   * at least one of which each text read must hold (a blank or wholly foreign text fails too).
   */
  constructor(
    private readonly needles: Needle[],
    private readonly own: Needle[],
  ) {}

  /**
   * What `shown` holds of the other language, or that it holds nothing of the reader's; the
   * other language's single words only where `withWords` (a text without data: e-mail, PDF).
   */
  private check(shown: string, where: string, withWords = true): Finding[] {
    const found = foundIn(shown, where, this.needles, withWords);
    if (foundIn(shown, where, this.own).length > 0) return found;
    const context = shown.replace(/\s+/g, ' ').slice(0, 160);
    return [...found, { where, text: '(nothing in the reader’s language)', source: '', context }];
  }

  text(shown: string, where: string, withWords = true) {
    this.findings.push(...this.check(shown, where, withWords));
  }

  mail(mail: ReceivedMail, where: string) {
    this.text(`${mail.subject}\n${mail.text}`, `e-mail: ${where} (${mail.subject})`);
  }

  /** The page's title and text; a remote's strings may arrive just after its first paint. */
  async page(page: Page, where: string) {
    let found = this.check(await shown(page), where, false);
    for (let tries = 1; found.length > 0 && tries < 8; tries += 1) {
      await page.waitForTimeout(250);
      found = this.check(await shown(page), where, false);
    }
    this.findings.push(...found);
  }

  /** The dialog `opener` opens, read, then closed with Escape (or by `answer`). */
  async dialog(
    page: Page,
    opener: string,
    where: string,
    answer: (dialog: Locator) => Promise<void> = () => page.keyboard.press('Escape'),
  ) {
    await page.getByRole('button', { name: opener, exact: true }).first().click();
    const dialog = page.getByRole('dialog').last();
    await expect(dialog).toBeVisible();
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (not hidden nodes).
    this.text(await dialog.innerText(), `dialog: ${where}`, false);
    await answer(dialog);
    await expect(dialog).toBeHidden();
  }

  async pdf(download: Promise<Download>, where: string): Promise<string> {
    const text = pdfShownText(await readFile(await (await download).path()));
    this.text(text, `PDF: ${where}`);
    return text;
  }

  expectNone() {
    expect(this.findings, JSON.stringify(this.findings, null, 2)).toEqual([]);
  }
}
