import { Card, SelectField, TextAreaField, TextField } from '@atelier/shared';
import { type AdminSettings, SITE_LANGUAGES } from '@atelier/shared/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { SaveFooter } from '../../common/SaveFooter';
import { NAMESPACE } from '../../i18n';
import {
  type AgencyValues,
  agencyChanges,
  agencyToValues,
  currencyOptions,
  isAgencyField,
  timeZoneOptions,
  validateAgency,
} from './agency-values';
import { updateSettings } from './api';
import { LogoField } from './LogoField';
import styles from './SettingsPage.module.css';
import { useSettingsForm } from './settings-form';
import { useSettingsWrite } from './use-settings';

type TextName = 'name' | 'email' | 'phone' | 'tax_id';

/** Agency details: who the agency is and how to reach it, its currency, time zone and language. */
export function AgencySection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(NAMESPACE);
  const write = useSettingsWrite();
  const [isSaved, setIsSaved] = useState(false);
  const form = useSettingsForm({
    initial: agencyToValues(settings),
    validate: validateAgency,
    submit: (values: AgencyValues) => write(() => updateSettings(agencyChanges(values))),
    onSaved: () => setIsSaved(true),
    isShownField: isAgencyField,
  });
  const currencies = useMemo(currencyOptions, []);
  const zones = useMemo(timeZoneOptions, []);
  const edit = (name: keyof AgencyValues, value: string) => {
    setIsSaved(false);
    form.change({ ...form.values, [name]: value }, [name]);
  };
  const field = (name: TextName) => ({
    name,
    value: form.values[name],
    error: form.errorOf(name),
    onChange: (event: { target: { value: string } }) => edit(name, event.target.value),
  });

  return (
    <Card>
      <section className={styles.section} aria-labelledby="settings-agency">
        <h2 id="settings-agency" className={styles.sectionTitle}>
          {t('settings.agency.title')}
        </h2>
        <form
          ref={form.formRef}
          className={formStyles.form}
          noValidate
          onSubmit={(event) => void form.handleSubmit(event)}
        >
          <div className={formStyles.grid}>
            <TextField label={t('settings.agency.name')} required {...field('name')} />
            <TextField
              label={t('settings.agency.email')}
              type="email"
              isOptional
              {...field('email')}
            />
            <TextField
              label={t('settings.agency.phone')}
              type="tel"
              isOptional
              {...field('phone')}
            />
            <TextField label={t('settings.agency.taxId')} isOptional {...field('tax_id')} />
          </div>
          <TextAreaField
            label={t('settings.agency.address')}
            isOptional
            rows={3}
            name="address"
            value={form.values.address}
            error={form.errorOf('address')}
            onChange={(event) => edit('address', event.target.value)}
          />
          <div className={formStyles.grid}>
            <SelectField
              label={t('settings.agency.currency')}
              name="currency"
              value={form.values.currency}
              error={form.errorOf('currency')}
              options={currencies.map((code) => ({ value: code, label: code }))}
              onChange={(event) => edit('currency', event.target.value)}
            />
            <SelectField
              label={t('settings.agency.timeZone')}
              name="time_zone"
              value={form.values.time_zone}
              error={form.errorOf('time_zone')}
              options={zones.map((zone) => ({ value: zone, label: zone }))}
              onChange={(event) => edit('time_zone', event.target.value)}
            />
            <SelectField
              label={t('settings.agency.language')}
              name="default_language"
              value={form.values.default_language}
              error={form.errorOf('default_language')}
              options={SITE_LANGUAGES.map((code) => ({
                value: code,
                label: t(`settings.languages.${code}`),
              }))}
              onChange={(event) => edit('default_language', event.target.value)}
            />
          </div>
          <SaveFooter
            savedLabel={t('settings.saved')}
            failure={form.failure}
            isPending={form.isPending}
            isSaved={isSaved}
            submitLabel={t('settings.agency.save')}
          />
        </form>
        <LogoField logoUrl={settings.agency.logo_url} logoAlt={settings.agency.logo_alt} />
      </section>
    </Card>
  );
}
