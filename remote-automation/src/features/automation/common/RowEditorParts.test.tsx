import type { TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AddRow, numberedRowLabels, rowFieldBinder } from './RowEditorParts';

const t = ((key: string, options: { number: number }) =>
  `${key} #${options.number}`) as unknown as TFunction<'automation'>;

describe('a row editor’s parts', () => {
  it('names the buttons of a row by its number', () => {
    expect(numberedRowLabels(t, 'templates.form.task')(null, 2)).toEqual({
      up: 'templates.form.taskUp #3',
      down: 'templates.form.taskDown #3',
      remove: 'templates.form.taskRemove #3',
    });
  });

  it('binds a row’s field to its value, its message and its edit', () => {
    const edit = vi.fn();
    const field = rowFieldBinder<'name' | 'role'>(
      { name: 'Design', role: '' },
      (key) => (key === 'name' ? 'Too long' : undefined),
      edit,
    );
    const name = field('name');
    expect(name.value).toBe('Design');
    expect(name.error).toBe('Too long');
    expect(field('role').error).toBeUndefined();
    name.onChange({ target: { value: 'Build' } });
    expect(edit).toHaveBeenCalledWith('name', 'Build');
  });

  it('puts the list’s failure above the add button', () => {
    const html = renderToStaticMarkup(
      <AddRow listError="Add at least one signer" disabled>
        Add a signer
      </AddRow>,
    );
    expect(html.indexOf('Add at least one signer')).toBeLessThan(html.indexOf('Add a signer'));
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Add a signer<\/button>/);
  });
});
