import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ListBody } from './ListBody';

async function render(element: ReactElement): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {} });
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

const words = {
  failedTitle: 'Files could not be loaded',
  retryLabel: 'Try again',
  empty: { title: 'No files yet', description: 'Upload one above.' },
};
const failure = { success: false as const, error: 'boom', code: 'INTERNAL' };
const noop = () => {};

describe("a portal list page's body", () => {
  it('draws the list when it has items, even after a failed refetch', async () => {
    const html = await render(
      <ListBody items={['a', 'b']} failure={failure} onRetry={noop} {...words}>
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </ListBody>,
    );
    expect(html).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('says the list is empty rather than drawing nothing', async () => {
    const html = await render(
      <ListBody items={[]} failure={null} onRetry={noop} {...words}>
        {() => <ul />}
      </ListBody>,
    );
    expect(html).toContain('No files yet');
    expect(html).toContain('Upload one above.');
  });

  it('shows the failure with its retry when nothing was loaded', async () => {
    const html = await render(
      <ListBody items={undefined} failure={failure} onRetry={noop} {...words}>
        {() => <ul />}
      </ListBody>,
    );
    expect(html).toContain('Files could not be loaded');
    expect(html).toContain('Try again');
  });

  it("shows the page's own loading line while loading", async () => {
    const html = await render(
      <ListBody
        items={undefined}
        failure={null}
        onRetry={noop}
        loadingLabel="Loading files…"
        {...words}
      >
        {() => <ul />}
      </ListBody>,
    );
    expect(html).toContain('Loading files…');
    expect(html).toContain('role="status"');
  });
});
