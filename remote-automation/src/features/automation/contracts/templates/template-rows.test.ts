import { describe, expect, it } from 'vitest';
import { insertAtCaret, moveRow, newRowId, removeRow } from './template-rows';

const rows = () => [{ rowId: newRowId() }, { rowId: newRowId() }, { rowId: newRowId() }];

describe('the editor lists', () => {
  it('moves a row up or down and keeps the list at either end', () => {
    const list = rows();
    const ids = list.map((row) => row.rowId);
    expect(moveRow(list, 1, -1).map((row) => row.rowId)).toEqual([ids[1], ids[0], ids[2]]);
    expect(moveRow(list, 1, 1).map((row) => row.rowId)).toEqual([ids[0], ids[2], ids[1]]);
    expect(moveRow(list, 0, -1)).toEqual(list);
    expect(moveRow(list, 2, 1)).toEqual(list);
  });

  it('removes the row at an index and gives every new row its own id', () => {
    const list = rows();
    expect(removeRow(list, 1).map((row) => row.rowId)).toEqual([list[0]?.rowId, list[2]?.rowId]);
    expect(new Set(list.map((row) => row.rowId)).size).toBe(3);
  });
});

describe('inserting a placeholder', () => {
  it('puts it at the caret and the caret after it', () => {
    expect(insertAtCaret('Hello , welcome', '{{client.name}}', { start: 6, end: 6 })).toEqual({
      text: 'Hello {{client.name}}, welcome',
      caret: 21,
    });
  });

  it('replaces a selection', () => {
    expect(insertAtCaret('Dear NAME,', '{{client.name}}', { start: 5, end: 9 }).text).toBe(
      'Dear {{client.name}},',
    );
  });

  it('appends with a space when the caret is unknown', () => {
    expect(insertAtCaret('Signed on', '{{today}}', null)).toEqual({
      text: 'Signed on {{today}}',
      caret: 19,
    });
    expect(insertAtCaret('', '{{today}}', null).text).toBe('{{today}}');
    expect(insertAtCaret('Line\n', '{{today}}', null).text).toBe('Line\n{{today}}');
  });

  it('keeps a caret past the end of a shorter text at the end', () => {
    expect(insertAtCaret('abc', 'X', { start: 10, end: 12 })).toEqual({ text: 'abcX', caret: 4 });
  });
});
