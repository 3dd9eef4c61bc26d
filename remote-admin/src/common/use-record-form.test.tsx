import type { TeamMember } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import type { RecordEditorProps } from './RecordForm';
import { RecordForm } from './RecordForm';
import { renderInLanguage } from './render-in-language';
import { useRecordEditor } from './use-record-form';

type Values = { name: string };

function Editor(props: RecordEditorProps<Values, 'member', TeamMember>) {
  const { form, frame } = useRecordEditor(props, {
    section: 'team',
    recordKey: 'member',
    validate: () => ({}),
    isShownField: (path) => path === 'name',
  });
  return (
    <RecordForm {...frame}>
      <input {...form.textField('name')} />
    </RecordForm>
  );
}

const editor = (isNew: boolean) => (
  <Editor
    isNew={isNew}
    initial={{ name: 'Ada' }}
    onSubmit={async () => ({ success: false, code: 'INTERNAL', error: 'unused' })}
    onSaved={() => undefined}
    onCancel={() => undefined}
  />
);

describe("a record's editor", () => {
  it("words a new record's form with the feature's note and create button", async () => {
    const html = await renderInLanguage(editor(true), 'en');
    expect(html).toContain('Fields marked * are required.');
    expect(html).toContain('Add member');
    expect(html).toContain('value="Ada"');
  });

  it("saves an existing record's changes, in the page language", async () => {
    const html = await renderInLanguage(editor(false), 'fr');
    expect(html).not.toContain('Add member');
    expect(html).toContain('Enregistrer');
  });
});
