import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AddRow, rowFieldBinder } from './RowEditorParts';

describe('a row editor’s parts', () => {
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
