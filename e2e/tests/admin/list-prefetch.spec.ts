import { expect, test } from '../../support/auth';

test.use({ signedInAs: 'admin' });

/** Each list page, the label of its sidebar link and the list action its page shows first. */
const LIST_PAGES = [
  { link: 'Leads', actions: ['get_leads', 'get_lead_stats'] },
  { link: 'Clients', actions: ['get_clients'] },
  { link: 'Projects', actions: ['get_projects'] },
  { link: 'Proposals', actions: ['get_proposals'] },
  { link: 'Team', actions: ['get_team_members'] },
] as const;

test("hovering a list page's sidebar link fetches its first rows: the page opens with them, no spinner (they are refreshed behind them)", async ({
  page,
}) => {
  let inFlight = 0;
  let lastSettled = Date.now();
  page.on('request', () => {
    inFlight += 1;
  });
  const settle = () => {
    inFlight -= 1;
    lastSettled = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  /** No request under way for half a second: what the page had to load has arrived. */
  const quiet = () =>
    expect
      .poll(() => inFlight === 0 && Date.now() - lastSettled >= 500, { intervals: [100] })
      .toBe(true);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('main').locator('[aria-busy="false"]')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });

  for (const { link, actions } of LIST_PAGES) {
    const answered = Promise.all(
      actions.map((action) =>
        page.waitForResponse(
          (response) =>
            response.url().includes('/functions/v1/') &&
            (response.request().postDataJSON() as { action?: string } | null)?.action === action,
        ),
      ),
    );
    await nav.getByRole('link', { name: link, exact: true }).hover();
    for (const response of await answered) expect(response.ok()).toBe(true);
    // The page's code comes with the same hover; let it arrive before the click.
    await quiet();
    await page.evaluate(() => {
      const seen = window as unknown as { listSpinnerShown: boolean };
      seen.listSpinnerShown = false;
      new MutationObserver(() => {
        if (document.querySelector('main [role="status"]')) seen.listSpinnerShown = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    // The refresh behind the rows, and anything else the page asks for, has come.
    await quiet();
    expect(
      await page.evaluate(
        () => (window as unknown as { listSpinnerShown: boolean }).listSpinnerShown,
      ),
      `${link}: a spinner showed after the click`,
    ).toBe(false);
  }
});
