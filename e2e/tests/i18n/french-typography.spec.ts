import { expect, test } from '../../support/auth';
import { newSigners, sentServiceAgreement } from '../../support/contracts';

/**
 * French typography on screens (issue 34; the strings are checked by
 * scripts/french-typography.test.ts): a narrow no-break space (U+202F) before ":", "?", "!",
 * ";", counts that agree with their number ("0 sur 1 a signé"), labels whose colon the code
 * used to add in English form.
 */
const NNBSP = '\u202f';
/** A ":", ";", "!" or "?" after a word with a plain space or none, as English writes it. */
const ENGLISH_PUNCTUATION = /\p{L}[ \u00a0]?[:;!?](?=\s|$)/u;

test('the French sign-in page writes its punctuation the French way', async ({ page }) => {
  await page.goto('/auth/login?lng=fr');
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (not hidden nodes).
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(ENGLISH_PUNCTUATION);
});

test.describe('the admin, in French', () => {
  test.use({ signedInAs: 'admin' });

  test('the account menu is named "Compte : …" with a narrow no-break space', async ({ page }) => {
    await page.goto('/admin?lng=fr');
    // Its label as written (an accessible name reads the narrow space as a plain one).
    await expect(page.locator(`header button[aria-label^="Compte${NNBSP}: "]`)).toBeVisible();
  });

  test('the contracts list agrees "a signé" / "ont signé" with the number of signers', async ({
    page,
    request,
    adminSession,
  }) => {
    // Contracts of one and of two signers, sent: "0 sur 1 a signé", "0 sur 2 ont signé"…
    await sentServiceAgreement(request, adminSession.token, { signers: newSigners(1) });
    await sentServiceAgreement(request, adminSession.token, { signers: newSigners(2) });
    await page.goto('/admin/automation?tab=contracts&lng=fr');
    const cells = page.getByRole('cell').filter({ hasText: /sur \d+ (a|ont) signé/ });
    await expect(cells.first()).toBeVisible();
    for (const text of await cells.allInnerTexts()) {
      const [, signed, verb] = /(\d+) sur \d+ (a|ont) signé/.exec(text) ?? [];
      expect(verb, text).toBe(Number(signed) <= 1 ? 'a' : 'ont');
    }
  });
});
