import { SelectField, TextAreaField, TextField } from '@atelier/shared';
import { type AdminSettings, SITE_LANGUAGES } from '@atelier/shared/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../common/RecordForm.module.css';
import { NAMESPACE } from '../../i18n';
import {
  agencyChanges,
  agencyToValues,
  currencyOptions,
  isAgencyField,
  timeZoneOptions,
  validateAgency,
} from './agency-values';
import { LogoField } from './LogoField';
import { SettingsForm, SettingsSection } from './SettingsSection';
import { useSettingsSection } from './settings-form';

/** Agency details: who the agency is and how to reach it, its currency, time zone and language. */
export function AgencySection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(NAMESPACE);
  const section = useSettingsSection({
    initial: agencyToValues(settings),
    validate: validateAgency,
    toChanges: agencyChanges,
    isShownField: isAgencyField,
  });
  const { field } = section;
  const currencies = useMemo(currencyOptions, []);
  const zones = useMemo(timeZoneOptions, []);

  return (
    <SettingsSection id="agency" title={t('settings.agency.title')}>
      <SettingsForm section={section} submitLabel={t('settings.agency.save')}>
        <div className={formStyles.grid}>
          <TextField label={t('settings.agency.name')} required {...field('name')} />
          <TextField
            label={t('settings.agency.email')}
            type="email"
            isOptional
            {...field('email')}
          />
          <TextField label={t('settings.agency.phone')} type="tel" isOptional {...field('phone')} />
          <TextField label={t('settings.agency.taxId')} isOptional {...field('tax_id')} />
        </div>
        <TextAreaField
          label={t('settings.agency.address')}
          isOptional
          rows={3}
          {...field('address')}
        />
        <div className={formStyles.grid}>
          <SelectField
            label={t('settings.agency.currency')}
            options={currencies.map((code) => ({ value: code, label: code }))}
            {...field('currency')}
          />
          <SelectField
            label={t('settings.agency.timeZone')}
            options={zones.map((zone) => ({ value: zone, label: zone }))}
            {...field('time_zone')}
          />
          <SelectField
            label={t('settings.agency.language')}
            hint={t('settings.agency.languageHint')}
            options={SITE_LANGUAGES.map((code) => ({
              value: code,
              label: t(`settings.languages.${code}`),
            }))}
            {...field('default_language')}
          />
        </div>
      </SettingsForm>
      <LogoField logoUrl={settings.agency.logo_url} logoAlt={settings.agency.logo_alt} />
    </SettingsSection>
  );
}
