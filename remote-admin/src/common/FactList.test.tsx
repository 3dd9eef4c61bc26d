import { describe, expect, it } from 'vitest';
import { FactCard, FactList } from './FactList';
import { renderInLanguage } from './render-in-language';

describe("a record's facts", () => {
  it('list each label above its value, with the classes a page gives', async () => {
    const html = await renderInLanguage(
      <FactList
        facts={[
          ['E-mail', <a href="mailto:ada@example.com">ada@example.com</a>],
          ['Phone', '—'],
        ]}
        className="list"
        itemClassName="item"
      />,
      'en',
    );
    expect(html).toBe(
      '<dl class="list"><div class="item"><dt>E-mail</dt><dd><a href="mailto:ada@example.com">ada@example.com</a></dd></div>' +
        '<div class="item"><dt>Phone</dt><dd>—</dd></div></dl>',
    );
  });

  it('sit in a card under its title, a region named by it when asked', async () => {
    const plain = await renderInLanguage(<FactCard title="Contact" facts={[]} />, 'en');
    expect(plain).not.toContain('role="region"');
    expect(plain).toContain('Contact</h2>');
    const region = await renderInLanguage(
      <FactCard title="Balance" facts={[['Due', '€10']]} isRegion valueClassName="money">
        <p>After</p>
      </FactCard>,
      'en',
    );
    const headingId = /<h2 id="([^"]+)"/.exec(region)?.[1];
    expect(region).toContain(`role="region" aria-labelledby="${headingId}"`);
    expect(region).toContain('<dd class="money">€10</dd>');
    expect(region).toMatch(/<\/dl><p>After<\/p>/);
  });
});
