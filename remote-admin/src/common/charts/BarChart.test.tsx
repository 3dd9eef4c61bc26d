import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../render-in-language';
import { BarChart } from './BarChart';

const data = [
  { key: 'jan', label: 'January', axisLabel: 'Jan', value: 1200 },
  { key: 'feb', label: 'February', value: 600 },
];

describe('a bar chart', () => {
  it.each(['columns', 'rows'] as const)(
    'draws one named image with a bar and its tooltip per value (%s)',
    async (orientation) => {
      const html = await renderInLanguage(
        <BarChart
          title="Revenue"
          summary="Revenue by month"
          data={data}
          formatValue={(value) => `$${value}`}
          orientation={orientation}
        />,
        'en',
      );
      expect(html).toContain('<svg role="img" aria-label="Revenue by month"');
      expect(html.match(/<rect /g)).toHaveLength(2);
      expect(html).toContain('<title>January: $1200</title>');
      expect(html).toContain('<title>February: $600</title>');
      expect(html).toContain('>Jan</text>');
    },
  );
});
