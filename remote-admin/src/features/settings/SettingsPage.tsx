import { ErrorPanel, PageHeader, Spinner, useDocumentTitle } from '@atelier/shared';
import { useAdminSettings } from '@atelier/shared/data/settings';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { AgencySection } from './AgencySection';
import { AlertsSection } from './AlertsSection';
import { BankDetailsSection } from './BankDetailsSection';
import { BookingSection } from './BookingSection';
import { DocumentSealSection } from './DocumentSealSection';
import { InvoicingSection } from './InvoicingSection';
import { useSettingsFailure } from './settings-form';
import { UsersSection } from './UsersSection';

/**
 * `/admin/settings`: the agency, invoicing and bank sections, each saved on its own, the
 * document seal (read-only) and the users (docs/settings.md).
 */
export default function SettingsPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('settings.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const query = useAdminSettings();
  const describe = useSettingsFailure();
  const settings = query.data?.settings;

  return (
    <>
      <PageHeader title={title} description={t('settings.description')} />
      {settings ? (
        <div className={kitStyles.sections}>
          {/* Each form starts from the settings as first loaded and keeps what is typed after. */}
          <AgencySection settings={settings} />
          <InvoicingSection settings={settings} />
          <BankDetailsSection settings={settings} />
          <DocumentSealSection
            seal={query.data?.seal ?? null}
            timeZone={settings.agency.time_zone}
          />
          <UsersSection timeZone={settings.agency.time_zone} />
          <AlertsSection />
          <BookingSection />
        </div>
      ) : query.failure ? (
        <ErrorPanel
          title={t('settings.failedTitle')}
          message={describe(query.failure)}
          retryLabel={t('common.retry')}
          onRetry={query.refetch}
        />
      ) : (
        <Spinner label={t('settings.loading')} />
      )}
    </>
  );
}
