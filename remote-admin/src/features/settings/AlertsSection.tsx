import { type ApiFailure, actionCaller, Button, FailureLine } from '@atelier/shared';
import { whileDemoShown } from '@atelier/shared/api';
import {
  ALERT_KINDS,
  ALERT_MODES,
  type AlertKind,
  type AlertMode,
  type AlertPreferences,
} from '@atelier/shared/contract';
import { useApiQuery } from '@atelier/shared/query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './SettingsPage.module.css';
import { SettingsSection } from './SettingsSection';
import { useSettingsFailure } from './settings-form';

/**
 * The signed-in admin's own e-mail alerts (docs/notifications.md "E-mail alerts"): per kind of
 * event, an e-mail at once, a line in the daily digest, or nothing.
 */

const call = actionCaller('notifications-system');
const alertKeys = ['notifications-system', 'alert-preferences'] as const;

type AlertsFormProps = {
  preferences: AlertPreferences;
  onSave: (preferences: AlertPreferences) => Promise<unknown>;
  failure: string | null;
  isPending: boolean;
  isSaved: boolean;
};

/** The form itself: one labelled choice per kind, one button, the outcome below it. */
export function AlertsForm({ preferences, onSave, failure, isPending, isSaved }: AlertsFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState<AlertPreferences>(preferences);
  useEffect(() => setValues(preferences), [preferences]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSave(values);
  }

  return (
    <form onSubmit={submit} aria-describedby="settings-alerts-note" data-testid="alert-preferences">
      <div className={styles.alertRows}>
        {ALERT_KINDS.map((kind: AlertKind) => (
          <div key={kind} className={styles.alertRow}>
            <label htmlFor={`alert-${kind}`}>{t(`settings.alerts.kinds.${kind}`)}</label>
            <select
              id={`alert-${kind}`}
              name={kind}
              value={values[kind]}
              onChange={(event) =>
                setValues({ ...values, [kind]: event.target.value as AlertMode })
              }
            >
              {ALERT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`settings.alerts.modes.${mode}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <Button type="submit" disabled={isPending}>
        {t('settings.alerts.save')}
      </Button>
      {failure ? (
        <FailureLine>{failure}</FailureLine>
      ) : isSaved ? (
        <p role="status">{t('settings.alerts.saved')}</p>
      ) : null}
    </form>
  );
}

/** The section of the settings page, loading and saving the caller's own preferences. */
export function AlertsSection() {
  const { t } = useTranslation(NAMESPACE);
  const describe = useSettingsFailure();
  const query = useApiQuery(alertKeys, (signal) => call('get_alert_preferences', {}, { signal }));
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [isSaved, setIsSaved] = useState(false);

  async function save(preferences: AlertPreferences) {
    setIsPending(true);
    setIsSaved(false);
    const result = await call('update_alert_preferences', { preferences }, whileDemoShown());
    setIsPending(false);
    if (result.success) {
      setFailure(null);
      setIsSaved(true);
      query.setData(() => result);
    } else {
      setFailure(describe(result as ApiFailure));
    }
  }

  return (
    <SettingsSection
      id="alerts"
      title={t('settings.alerts.title')}
      note={t('settings.alerts.note')}
    >
      {query.data ? (
        <AlertsForm
          preferences={query.data.preferences}
          onSave={save}
          failure={failure}
          isPending={isPending}
          isSaved={isSaved}
        />
      ) : query.failure ? (
        <FailureLine>{describe(query.failure)}</FailureLine>
      ) : (
        <p>{t('settings.alerts.loading')}</p>
      )}
    </SettingsSection>
  );
}
