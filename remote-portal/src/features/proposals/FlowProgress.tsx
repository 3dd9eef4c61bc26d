import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Proposals.module.css';
import type { FlowSteps } from './proposal-flow';
import { progressSteps } from './proposal-flow';

/**
 * "Read and accept" → "Sign the contract" → "Pay the deposit", only the steps this proposal
 * has. Each step says in words whether it is done, the current one or still to come, so the
 * state never rests on colour alone; the current one is `aria-current="step"`.
 */
export function FlowProgress({ steps }: { steps: FlowSteps }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav aria-label={t('proposals.flow.progress')}>
      <ol className={styles.progress}>
        {progressSteps(steps).map((step) => (
          <li
            key={step.name}
            className={styles.progressStep}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span>{t(`proposals.flow.steps.${step.name}`)}</span>
            <span className={styles.progressState}>{t(`proposals.flow.states.${step.state}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
