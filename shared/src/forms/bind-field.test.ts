import { describe, expect, it } from 'vitest';
import { bindTextField } from './bind-field';

type Values = { name: string; budget: string; isActive: boolean };

function formOf(values: Values) {
  const changes: { next: Values; paths: readonly string[] | undefined }[] = [];
  return {
    changes,
    form: {
      values,
      errorOf: (path: string) => (path === 'name' ? 'Required' : null),
      change: (next: Values, paths?: readonly string[]) => changes.push({ next, paths }),
    },
  };
}

describe('a text field bound to a form', () => {
  it('shows the value and the message of its own path', () => {
    const { form } = formOf({ name: '', budget: '12', isActive: true });
    const name = bindTextField(form, 'name');
    expect(name).toMatchObject({ name: 'name', value: '', error: 'Required' });
    expect(bindTextField(form, 'budget').error).toBeNull();
  });

  it('changes only its value and clears its own path, or the paths it is given', () => {
    const { form, changes } = formOf({ name: '', budget: '12', isActive: true });
    bindTextField(form, 'name').onChange({ target: { value: 'Ada' } });
    bindTextField(form, 'budget', ['budget_cents', 'budget']).onChange({ target: { value: '3' } });
    expect(changes).toEqual([
      { next: { name: 'Ada', budget: '12', isActive: true }, paths: ['name'] },
      { next: { name: '', budget: '3', isActive: true }, paths: ['budget_cents', 'budget'] },
    ]);
  });

  it("shows another path's message where the server names the field otherwise", () => {
    const { form } = formOf({ name: '', budget: '12', isActive: true });
    expect(bindTextField(form, 'budget', ['name'], 'name').error).toBe('Required');
  });
});
