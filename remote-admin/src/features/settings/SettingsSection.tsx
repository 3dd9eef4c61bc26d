import { Card, FormFrame, kitStyles } from '@atelier/shared/kit';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveFooter } from '../../common/SaveFooter';
import { NAMESPACE } from '../../i18n';

type SettingsSectionProps = {
  /** Names the heading: `settings-<id>`. */
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
};

/** One card of the settings page: its heading, an optional note, then its content. */
export function SettingsSection({ id, title, note, children }: SettingsSectionProps) {
  return (
    <Card>
      <section className={kitStyles.stack} aria-labelledby={`settings-${id}`}>
        <h2 id={`settings-${id}`} className={kitStyles.sectionTitle}>
          {title}
        </h2>
        {note ? <p className={kitStyles.note}>{note}</p> : null}
        {children}
      </section>
    </Card>
  );
}

type SettingsFormProps = {
  /** The section's form state (`useSettingsSection`). */
  section: {
    form: {
      formRef: RefObject<HTMLFormElement | null>;
      handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
      failure: string | null;
      isPending: boolean;
    };
    isSaved: boolean;
  };
  submitLabel: string;
  /** What a save that went through says; "Saved." unless told. */
  savedLabel?: string;
  children: ReactNode;
};

/** A section's form: its fields, then why the save failed or that it worked, and its button. */
export function SettingsForm({ section, submitLabel, savedLabel, children }: SettingsFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { form, isSaved } = section;
  return (
    <FormFrame form={form}>
      {children}
      <SaveFooter
        savedLabel={savedLabel ?? t('settings.saved')}
        failure={form.failure}
        isPending={form.isPending}
        isSaved={isSaved}
        submitLabel={submitLabel}
      />
    </FormFrame>
  );
}
