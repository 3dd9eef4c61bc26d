import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Payments.module.css';
import { PAYMENT_TABS, type PaymentTab, tabForKey } from './payments-tabs';

type PaymentTabsProps = {
  tab: PaymentTab;
  onChange: (tab: PaymentTab) => void;
  children: ReactNode;
};

/** The WAI-ARIA tabs pattern: one tab in the Tab order, arrows move between tabs. */
export function PaymentTabs({ tab, onChange, children }: PaymentTabsProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const refs = useRef(new Map<PaymentTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabForKey(tab, event.key);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current.get(next)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={t('payments.tabs.label')} className={styles.tablist}>
        {PAYMENT_TABS.map((each) => (
          <button
            key={each}
            ref={(element) => {
              if (element) refs.current.set(each, element);
            }}
            type="button"
            role="tab"
            id={`${id}-${each}-tab`}
            aria-selected={tab === each}
            // Only the shown panel exists, so only its tab may point at it.
            aria-controls={tab === each ? `${id}-${each}-panel` : undefined}
            tabIndex={tab === each ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(each)}
            onKeyDown={onKeyDown}
          >
            {t(`payments.tabs.${each}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${tab}-panel`}
        aria-labelledby={`${id}-${tab}-tab`}
        className={styles.panel}
      >
        {children}
      </div>
    </>
  );
}
