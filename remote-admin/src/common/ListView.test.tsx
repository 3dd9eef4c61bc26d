import type { ApiFailure } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { KeyedListView } from './ListView';
import { renderInLanguage } from './render-in-language';

const down: ApiFailure = { success: false, error: 'down', code: 'SERVER_UNAVAILABLE' };

function view(options: {
  total?: number;
  failure?: ApiFailure;
  isFiltered?: boolean;
  keepsAnswer?: boolean;
  describeFailure?: (failure: ApiFailure) => string;
}) {
  const { total, failure = null, isFiltered = false, ...rest } = options;
  return (
    <KeyedListView
      keys="clients"
      page={{
        filters: { page: 1, pageSize: 25 },
        list: { data: total === undefined ? undefined : { total }, failure, refetch: () => {} },
        isFiltered,
        clear: () => {},
        change: () => {},
      }}
      emptyAction={<button type="button">Add client</button>}
      {...rest}
    >
      THE TABLE
    </KeyedListView>
  );
}

describe("a list's body worded from its keys", () => {
  it('offers to add the first record when there is none, and says nothing matches when filtered', async () => {
    const empty = await renderInLanguage(view({ total: 0 }), 'en');
    expect(empty).toContain('No clients yet');
    expect(empty).toContain('Add client');
    const noMatch = await renderInLanguage(view({ total: 0, isFiltered: true }), 'en');
    expect(noMatch).toContain('No client matches');
    expect(noMatch).not.toContain('THE TABLE');
  });

  it('shows the table and its pages once records are here', async () => {
    const html = await renderInLanguage(view({ total: 3 }), 'en');
    expect(html).toContain('THE TABLE');
    expect(html).toContain('Pages of clients');
  });

  it("names a failure in the area's words, or keeps the earlier answer when asked", async () => {
    const failed = await renderInLanguage(
      view({ total: 3, failure: down, describeFailure: () => 'The outbox is down' }),
      'en',
    );
    expect(failed).toContain('The clients could not be loaded');
    expect(failed).toContain('The outbox is down');
    expect(failed).not.toContain('THE TABLE');
    const kept = await renderInLanguage(view({ total: 3, failure: down, keepsAnswer: true }), 'en');
    expect(kept).toContain('THE TABLE');
  });
});
