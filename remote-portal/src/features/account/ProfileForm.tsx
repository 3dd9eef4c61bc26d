import {
  Button,
  FailureLine,
  SelectField,
  SUPPORTED_LANGUAGES,
  TextField,
  toast,
} from '@atelier/shared';
import type { PortalProfile } from '@atelier/shared/contract';
import { useProfileSave } from '@atelier/shared/data/portal';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { usePortalForm } from '../common/use-portal-form';
import styles from './Account.module.css';
import { PROFILE_FIELDS, profileChanges, profileProblems, profileValues } from './profile-form';

/**
 * Name, company, phone and the e-mail preference, saved with `update_profile`. The e-mail is
 * the agency's to change (the auth endpoint refuses it), so it is shown, not edited.
 */
export function ProfileForm({ profile }: { profile: PortalProfile }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const save = useProfileSave();
  const form = usePortalForm({
    initial: profileValues(profile),
    validate: profileProblems,
    describe: (problem) => t(`account.profile.problems.${problem}`),
    submit: (values) => save(profileChanges(values)),
    onSaved: (saved) => {
      // The portal follows the client's language at once.
      const language = saved.profile.language;
      if (language && (i18n.resolvedLanguage ?? i18n.language) !== language) {
        void i18n.changeLanguage(language);
      }
      toast.success(t('account.profile.saved'));
    },
    isShownField: (path) => (PROFILE_FIELDS as readonly string[]).includes(path),
    name: 'the profile',
  });
  const { values } = form;
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    form.change({ ...values, [key]: value }, [key]);

  return (
    <form className={kitStyles.panel} {...form.formProps}>
      <h2 className={kitStyles.cardTitle}>{t('account.profile.detailsTitle')}</h2>
      <TextField
        label={t('account.profile.name')}
        value={values.name}
        autoComplete="name"
        error={form.errorOf('name')}
        aria-invalid={form.errorOf('name') ? true : undefined}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextField
        label={t('account.profile.company')}
        isOptional
        value={values.company}
        autoComplete="organization"
        error={form.errorOf('company')}
        aria-invalid={form.errorOf('company') ? true : undefined}
        onChange={(event) => set('company', event.target.value)}
      />
      <TextField
        label={t('account.profile.phone')}
        isOptional
        type="tel"
        value={values.phone}
        autoComplete="tel"
        error={form.errorOf('phone')}
        aria-invalid={form.errorOf('phone') ? true : undefined}
        onChange={(event) => set('phone', event.target.value)}
      />
      <TextField
        label={t('account.profile.email')}
        value={profile.email}
        readOnly
        hint={t('account.profile.emailHint')}
      />
      <SelectField
        label={t('account.profile.language')}
        hint={t('account.profile.languageHint')}
        value={values.language}
        options={SUPPORTED_LANGUAGES.map((language) => ({
          value: language,
          label: t(`account.profile.languages.${language}`),
        }))}
        error={form.errorOf('language')}
        onChange={(event) => set('language', event.target.value as 'en' | 'fr')}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.notify_email}
          onChange={(event) => set('notify_email', event.target.checked)}
        />
        {t('account.profile.notifyEmail')}
      </label>
      {form.errorOf('notify_email') ? (
        <p className={kitStyles.errorText}>{form.errorOf('notify_email')}</p>
      ) : null}
      <FailureLine isAlwaysMounted>{form.failure}</FailureLine>
      <div>
        <Button type="submit" disabled={form.isPending}>
          {form.isPending ? t('account.profile.saving') : t('account.profile.save')}
        </Button>
      </div>
    </form>
  );
}
