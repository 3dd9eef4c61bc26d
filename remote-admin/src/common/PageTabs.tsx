import { tabIndexForKey, useSelectedTabInView } from '@atelier/shared/kit';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './PageTabs.module.css';

type PageTabsProps<Tab extends string> = {
  tabs: readonly Tab[];
  tab: Tab;
  onChange: (tab: Tab) => void;
  /** Names the tablist ("Payments views"). */
  label: string;
  /** Each tab's visible name. */
  nameOf: (tab: Tab) => string;
  /** The shown tab's panel; the others are not rendered. */
  children: ReactNode;
};

/**
 * A page's views as tabs (payments, e-mail, marketing), the WAI-ARIA tabs pattern: one tab in
 * the Tab order, arrows and Home/End move between tabs.
 */
export function PageTabs<Tab extends string>(props: PageTabsProps<Tab>) {
  const { tabs, tab, onChange } = props;
  const id = useId();
  const refs = useRef(new Map<Tab, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  useSelectedTabInView(listRef, tab);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const at = tabIndexForKey(event.key, tabs.indexOf(tab), tabs.length);
    const next = at === null ? undefined : tabs[at];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current.get(next)?.focus();
  }

  return (
    <>
      <div ref={listRef} role="tablist" aria-label={props.label} className={styles.tablist}>
        {tabs.map((each) => (
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
            {props.nameOf(each)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${tab}-panel`}
        aria-labelledby={`${id}-${tab}-tab`}
        className={styles.panel}
      >
        {props.children}
      </div>
    </>
  );
}
