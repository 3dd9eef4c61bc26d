import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Marketing.module.css';

export const MARKETING_TABS = ['campaigns', 'newsletter'] as const;
export type MarketingTab = (typeof MARKETING_TABS)[number];

type MarketingTabsProps = {
  tab: MarketingTab;
  onChange: (tab: MarketingTab) => void;
  children: ReactNode;
};

/** The WAI-ARIA tabs pattern: one tab in the Tab order, arrows and Home/End move between tabs. */
export function MarketingTabs({ tab, onChange, children }: MarketingTabsProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const refs = useRef(new Map<MarketingTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = MARKETING_TABS.indexOf(tab);
    const last = MARKETING_TABS.length - 1;
    const nextIndex =
      event.key === 'ArrowRight'
        ? (index + 1) % MARKETING_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % MARKETING_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const next = nextIndex === null ? undefined : MARKETING_TABS[nextIndex];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current.get(next)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={t('marketing.tabs.label')} className={styles.tablist}>
        {MARKETING_TABS.map((each) => (
          <button
            key={each}
            ref={(element) => {
              if (element) refs.current.set(each, element);
            }}
            type="button"
            role="tab"
            id={`${id}-${each}-tab`}
            aria-selected={tab === each}
            aria-controls={tab === each ? `${id}-${each}-panel` : undefined}
            tabIndex={tab === each ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(each)}
            onKeyDown={onKeyDown}
          >
            {t(`marketing.tabs.${each}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {children}
      </div>
    </>
  );
}
