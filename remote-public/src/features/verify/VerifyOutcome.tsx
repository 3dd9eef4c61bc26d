import { useFormat, type VerifyResult } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Verify.module.css';

/**
 * What our records say about a fingerprint: the signed copy of a contract (with who signed
 * when and who sealed it), its original as sent, or nothing we hold. Names and times only, as
 * `verify` answers.
 */
export function VerifyOutcome({ hash, result }: { hash: string; result: VerifyResult }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  if (!result.match) {
    return (
      <div className={`${styles.outcome} ${styles.unknown}`}>
        <p className={styles.outcomeLead}>{t('verify.result.unknown')}</p>
        <p>{t('verify.result.unknownNote')}</p>
        <p className={styles.hash}>{t('verify.result.fingerprint', { hash })}</p>
      </div>
    );
  }
  const { contract } = result;
  const isFinal = result.document === 'final';
  const lead = !isFinal
    ? t('verify.result.original', { title: contract.title })
    : contract.completed_at
      ? t('verify.result.final', {
          title: contract.title,
          date: format.longMoment(contract.completed_at),
        })
      : t('verify.result.finalUndated', { title: contract.title });
  return (
    <div className={`${styles.outcome} ${isFinal ? styles.match : styles.original}`}>
      <p className={styles.outcomeLead}>{lead}</p>
      {isFinal ? null : <p>{t('verify.result.originalNote')}</p>}
      <h3 className={styles.signersTitle}>{t('verify.result.signers')}</h3>
      <ul className={styles.signers}>
        {contract.signers.map((signer, index) => (
          // Names may repeat; the answer lists signers in signing order.
          <li key={index}>
            {signer.signed_at
              ? t('verify.result.signedOn', {
                  name: signer.name,
                  date: format.longMoment(signer.signed_at),
                })
              : t('verify.result.notSigned', { name: signer.name })}
          </li>
        ))}
      </ul>
      {contract.seal ? (
        <p>
          {t(
            contract.seal.timestamped ? 'verify.result.sealedTimestamped' : 'verify.result.sealed',
            {
              by: contract.seal.sealed_by,
              date: format.longMoment(contract.seal.sealed_at),
            },
          )}{' '}
          <span className={styles.hash}>
            {t('verify.result.sealCertificate', { fingerprint: contract.seal.fingerprint })}
          </span>
        </p>
      ) : null}
      <p className={styles.hash}>{t('verify.result.fingerprint', { hash })}</p>
    </div>
  );
}
