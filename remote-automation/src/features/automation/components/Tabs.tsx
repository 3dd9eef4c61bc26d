import { tabIndexForKey, useSelectedTabInView } from '@atelier/shared/kit';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './Tabs.module.css';

export type TabItem<Key extends string> = { key: Key; label: string };

export type TabsProps<Key extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: ReadonlyArray<TabItem<Key>>;
  selected: Key;
  onSelect: (key: Key) => void;
  /** Content of the selected tab's panel; the other panels stay empty and hidden. */
  renderPanel: (key: Key) => ReactNode;
  /** `views` is the lighter style for tabs nested inside another tab's panel. */
  variant?: 'page' | 'views';
};

/**
 * Controlled WAI-ARIA tabs with automatic activation: arrow keys, Home and End move focus
 * and select. Only the selected tab is in the Tab order (roving tabindex). Panels are not
 * focusable themselves: every panel here starts with controls, which Tab reaches next.
 */
export function Tabs<Key extends string>({
  label,
  tabs,
  selected,
  onSelect,
  renderPanel,
  variant = 'page',
}: TabsProps<Key>) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const listRef = useRef<HTMLDivElement>(null);
  useSelectedTabInView(listRef, selected);
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = (key: Key) => `${baseId}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexForKey(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    onSelect(tab.key);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={variant === 'views' ? styles.views : styles.page}>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              className={styles.tab}
              aria-selected={isSelected}
              aria-controls={panelId(tab.key)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const isSelected = tab.key === selected;
        return (
          <div
            key={tab.key}
            role="tabpanel"
            id={panelId(tab.key)}
            aria-labelledby={tabId(tab.key)}
            className={styles.panel}
            hidden={!isSelected}
          >
            {isSelected ? renderPanel(tab.key) : null}
          </div>
        );
      })}
    </div>
  );
}
