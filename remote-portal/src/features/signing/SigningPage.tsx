import { LanguageSwitcher, LoadingSpinner, useDocumentTitle } from '@atelier/shared';
import { useSigningDocument } from '@atelier/shared/data/e-signature';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { PortalFrame } from '../layout/PortalFrame';
import { usePortalAgencyName } from '../layout/use-agency-name';
import { LinkFailure } from './LinkFailure';
import { SigningView } from './SigningView';

const MAIN_ID = 'signing-main';

/**
 * `/sign/:token`: a contract signer's page, reached from the e-mailed link without an account.
 * It has its own light frame (the portal's layout needs a login), and the token in the path is
 * the only credential it sends.
 */
export default function SigningPage() {
  const { t } = useTranslation(NAMESPACE);
  const { token = '' } = useParams();
  const { state, reload, retry } = useSigningDocument(token);
  const doc = state.status === 'ready' ? state.doc : null;
  // The contract names its agency; until it is read, the agency of Settings.
  const agency = usePortalAgencyName();
  useDocumentTitle(
    doc
      ? t('signing.documentTitle', { title: doc.contract.title })
      : t('signing.documentTitleLoading'),
  );

  return (
    <PortalFrame
      brand={doc?.contract.agency ?? agency}
      area={t('signing.area')}
      mainId={MAIN_ID}
      narrow
      actions={<LanguageSwitcher />}
    >
      {state.status === 'loading' ? <LoadingSpinner /> : null}
      {state.status === 'failed' ? <LinkFailure failure={state.failure} onRetry={retry} /> : null}
      {doc ? <SigningView token={token} doc={doc} onChanged={() => reload()} /> : null}
    </PortalFrame>
  );
}
