import { type ReminderSettings, toast } from '@atelier/shared';
import { PAYMENT_REMINDER_LIMITS } from '@atelier/shared/contract';
import { useInvoicingWrites, useReminderSettings } from '@atelier/shared/data/invoice-automation';
import { Card, CheckField, kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { FormSection } from '../../common/FormSection';
import { LoadState } from '../../common/LoadState';
import { TabForm } from '../../common/TabForm';
import { useInvoicingForm } from '../common/use-invoicing-form';
import { ReminderPolicyEditor } from './ReminderPolicyEditor';
import { checkPolicy, type PolicyValues, policyToForm, toPolicy } from './reminder-policy-form';

type SettingsValues = { enabled: boolean; policy: PolicyValues };

/** The agency-wide payment reminders: what every rule without its own policy sends. */
export function ReminderSettingsCard() {
  const { t } = useTranslation(NAMESPACE);
  const settings = useReminderSettings();
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h3 id={headingId}>{t('invoicing.reminders.agencyTitle')}</h3>
        <p className={kitStyles.note}>{t('invoicing.reminders.agencyDescription')}</p>
        <LoadState scope="invoicing" query={settings} title={t('invoicing.reminders.loadFailed')} />
        {settings.data ? (
          // Keyed by what was loaded, so a save elsewhere shows its own values.
          <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
        ) : null}
      </section>
    </Card>
  );
}

function SettingsForm({ settings }: { settings: ReminderSettings }) {
  const { t } = useTranslation(NAMESPACE);
  const writes = useInvoicingWrites();
  const form = useInvoicingForm({
    initial: { enabled: settings.enabled, policy: policyToForm(settings.policy) },
    validate: (values: SettingsValues) =>
      Object.fromEntries(
        Object.entries(checkPolicy(values.policy)).map(([path, problem]) => [
          path === 'policy' ? 'policy' : `policy.${path}`,
          problem,
        ]),
      ),
    submit: (values) =>
      writes.saveReminders({ enabled: values.enabled, policy: toPolicy(values.policy) }),
    onSaved: () => toast.success(t('invoicing.reminders.saved')),
    isShownField: (path) => /^policy(\.\d+(\.(when|days))?)?$/.test(path),
  });
  const { values } = form;
  return (
    <TabForm form={form} submitLabel={t('invoicing.reminders.save')}>
      <CheckField
        label={t('invoicing.reminders.enabled')}
        checked={values.enabled}
        onChange={(enabled) => form.change({ ...values, enabled }, ['enabled'])}
      />
      <FormSection legend={t('invoicing.reminders.agencyPolicy')}>
        <ReminderPolicyEditor
          values={values.policy}
          maxSteps={PAYMENT_REMINDER_LIMITS.steps}
          onChange={(policy, edited) =>
            form.change(
              { ...values, policy },
              edited.map((path) => (path === 'policy' ? path : `policy.${path}`)),
            )
          }
          errorOf={(path) => form.errorOf(path === 'policy' ? 'policy' : `policy.${path}`)}
        />
      </FormSection>
    </TabForm>
  );
}
