import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Email.module.css';

export const EMAIL_TABS = ['templates', 'outbox'] as const;
export type EmailTab = (typeof EMAIL_TABS)[number];

const NEXT_INDEX: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/** The WAI-ARIA tabs pattern: one tab in the Tab order, arrows and Home/End move between tabs. */
export function EmailTabs(props: {
  tab: EmailTab;
  onChange: (tab: EmailTab) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const refs = useRef(new Map<EmailTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = NEXT_INDEX[event.key];
    if (!move) return;
    const next = EMAIL_TABS[move(EMAIL_TABS.indexOf(props.tab), EMAIL_TABS.length - 1)];
    if (!next) return;
    event.preventDefault();
    props.onChange(next);
    refs.current.get(next)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={t('email.tabs.label')} className={styles.tablist}>
        {EMAIL_TABS.map((each) => (
          <button
            key={each}
            ref={(element) => {
              if (element) refs.current.set(each, element);
            }}
            type="button"
            role="tab"
            id={`${id}-${each}-tab`}
            aria-selected={props.tab === each}
            aria-controls={props.tab === each ? `${id}-${each}-panel` : undefined}
            tabIndex={props.tab === each ? 0 : -1}
            className={styles.tab}
            onClick={() => props.onChange(each)}
            onKeyDown={onKeyDown}
          >
            {t(`email.tabs.${each}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${props.tab}-panel`}
        aria-labelledby={`${id}-${props.tab}-tab`}
      >
        {props.children}
      </div>
    </>
  );
}
