import { parseNavigation } from '@atelier/shared/navigation';
import { describe, expect, it } from 'vitest';
import { navigation } from './navigation';

describe('remote-automation’s sidebar entries', () => {
  it('are its tabs in order, templates by default', () => {
    expect(parseNavigation(JSON.parse(JSON.stringify(navigation)))).toEqual(navigation);
    expect(navigation.map((entry) => [entry.key, entry.to, entry.isDefaultTab ?? false])).toEqual([
      ['projectTemplates', '/admin/automation?tab=templates', true],
      ['autoInvoicing', '/admin/automation?tab=invoicing', false],
      ['leadScoring', '/admin/automation?tab=scoring', false],
      ['contracts', '/admin/automation?tab=contracts', false],
    ]);
  });
});
