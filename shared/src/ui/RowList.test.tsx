import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { numberedRowLabels, RowList, type RowListProps } from './RowList';

const render = (props: Partial<RowListProps<string>>) =>
  renderToString(
    createElement(RowList<string>, {
      rows: ['a', 'b', 'c'],
      rowKey: (row) => row,
      renderRow: (row) => createElement('span', null, row),
      labels: (row) => ({ up: `Up ${row}`, down: `Down ${row}`, remove: `Remove ${row}` }),
      onMove: () => undefined,
      onRemove: () => undefined,
      ...props,
    }),
  );

const buttons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map(([, attributes = '', text]) => ({
    text,
    isDisabled: / disabled=""/.test(attributes),
    isAriaDisabled: /aria-disabled="true"/.test(attributes),
    ariaLabel: /aria-label="([^"]*)"/.exec(attributes)?.[1],
  }));

describe('RowList', () => {
  it('names every button with the words the caller gives, row by row', () => {
    expect(buttons(render({})).map((button) => button.text)).toEqual([
      'Up a',
      'Down a',
      'Remove a',
      'Up b',
      'Down b',
      'Remove b',
      'Up c',
      'Down c',
      'Remove c',
    ]);
  });

  it('disables the first Up and the last Down, or keeps them focusable on request', () => {
    const disabled = buttons(render({})).filter((button) => button.isDisabled);
    expect(disabled.map((button) => button.text)).toEqual(['Up a', 'Down c']);
    const focusable = buttons(render({ ends: 'focusable' }));
    expect(focusable.some((button) => button.isDisabled)).toBe(false);
    expect(focusable.filter((b) => b.isAriaDisabled).map((b) => b.text)).toEqual([
      'Up a',
      'Down c',
    ]);
  });

  it('shows a shorter text where the name is longer, and no move buttons without onMove', () => {
    const short = buttons(
      render({
        rows: ['a'],
        labels: () => ({ up: { name: 'Move a up', text: 'Up' }, remove: 'Remove a' }),
      }),
    );
    expect(short[0]).toMatchObject({ text: 'Up', ariaLabel: 'Move a up' });
    const fixed = buttons(render({ rows: ['a'], onMove: undefined }));
    expect(fixed.map((button) => button.text)).toEqual(['Remove a']);
  });

  it('disables Remove where the caller says a row must stay', () => {
    const html = render({ rows: ['a'], canRemove: () => false });
    expect(buttons(html).find((b) => b.text === 'Remove a')?.isDisabled).toBe(true);
  });

  it('names a numbered row’s buttons by a key prefix or by each key, with shorter texts', () => {
    const t = (key: string, options: { number: number }) => `${key} #${options.number}`;
    expect(numberedRowLabels(t, 'templates.form.task')(null, 2)).toEqual({
      up: 'templates.form.taskUp #3',
      down: 'templates.form.taskDown #3',
      remove: 'templates.form.taskRemove #3',
    });
    expect(numberedRowLabels(t, { remove: 'variableRemove' })(null, 0)).toEqual({
      remove: 'variableRemove #1',
    });
    const short = numberedRowLabels(
      t,
      { up: 'moveUp', down: 'moveDown', remove: 'remove' },
      { up: 'Up', down: 'Down', remove: 'Remove' },
    )(null, 1);
    expect(short.up).toEqual({ name: 'moveUp #2', text: 'Up' });
    expect(short.remove).toEqual({ name: 'remove #2', text: 'Remove' });
  });
});
