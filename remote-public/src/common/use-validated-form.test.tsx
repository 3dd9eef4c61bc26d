import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { formRules, useValidatedForm, type Validate } from './use-validated-form';

type Field = 'email';
const validate: Validate<Field> = (values) => (values.email ? {} : { email: { code: 'required' } });

describe('formRules', () => {
  it('fetches the rules once, however often the form asks', async () => {
    const fetch = vi.fn(() => Promise.resolve(validate));
    const rules = formRules<Field>(fetch);
    expect(rules.current()).toBeNull();
    const [first, second] = await Promise.all([rules.load(), rules.load()]);
    expect(first).toBe(validate);
    expect(second).toBe(validate);
    expect(await rules.load()).toBe(validate);
    expect(rules.current()).toBe(validate);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answers null when they cannot be fetched, and fetches again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi
      .fn<() => Promise<Validate<Field>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(validate);
    const rules = formRules<Field>(fetch);
    expect(await rules.load()).toBeNull();
    expect(rules.current()).toBeNull();
    expect(await rules.load()).toBe(validate);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

function Probe() {
  const form = useValidatedForm<Field>({ email: 'ada@example.test' }, formRules(fetchRules));
  return (
    <form {...form.formProps(async () => undefined)}>
      <input {...form.field('email')} />
    </form>
  );
}
const fetchRules = () => Promise.resolve(validate);

describe('useValidatedForm', () => {
  it("binds a field's name and value, and sends the form without the browser's bubbles", async () => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: 'en', resources: {} });
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(html).toBe('<form noValidate=""><input name="email" value="ada@example.test"/></form>');
  });
});
