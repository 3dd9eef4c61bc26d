import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RowEditor, withRowField } from './RowEditor';

type Row = { key: number; name: string };

const editor = (rows: Row[], errors: Record<string, string> = {}) =>
  renderToStaticMarkup(
    <RowEditor<Row, 'name'>
      legend="Tasks"
      hint="In the order they happen."
      emptyNote="No task yet."
      path="tasks"
      errorOf={(path) => errors[path] ?? null}
      rows={rows}
      rowKey={(row) => row.key}
      labels={(_row, index) => ({ remove: `Remove task ${index + 1}` })}
      onRemove={() => undefined}
      onEdit={() => undefined}
      addLabel="Add task"
      maxRows={3}
      onAdd={() => undefined}
      renderRow={(_row, field, number) => (
        <input aria-label={`Task ${number}`} {...field('name')} data-error={field('name').error} />
      )}
    />,
  );

describe('a row editor', () => {
  it('says so while it has no row, then draws each row bound to its path', () => {
    expect(editor([])).toContain('No task yet.');
    const html = editor([{ key: 1, name: 'Design' }], { 'tasks.0.name': 'Too long' });
    expect(html).not.toContain('No task yet.');
    expect(html).toContain('value="Design"');
    expect(html).toContain('data-error="Too long"');
    expect(html).toContain('Remove task 1');
  });

  it('puts the list’s own message above the Add button', () => {
    const html = editor([], { tasks: 'Add at least one task' });
    expect(html.indexOf('Add at least one task')).toBeLessThan(html.indexOf('Add task'));
  });

  it('disables Add once the list is full', () => {
    const full = [1, 2, 3].map((key) => ({ key, name: `${key}` }));
    expect(editor(full)).toMatch(/<button[^>]*disabled=""[^>]*>Add task<\/button>/);
    expect(editor(full.slice(1))).not.toMatch(/disabled=""[^>]*>Add task/);
  });

  it('changes one field of one row', () => {
    const rows = [
      { key: 1, name: 'a' },
      { key: 2, name: 'b' },
    ];
    expect(withRowField(rows, 1, 'name', 'c')).toEqual([
      { key: 1, name: 'a' },
      { key: 2, name: 'c' },
    ]);
  });
});
