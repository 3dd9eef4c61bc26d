import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ScrollRegion.module.css';
import { useOverflow } from './use-scroll-region';

export type ScrollRegionProps = {
  /** The id of what names the content (a table's caption)… */
  labelledBy?: string;
  /** …or its name, when nothing on screen names it. */
  label?: string;
  className?: string;
  children: ReactNode;
};

/**
 * The frame of something that may be wider than the screen (a table at 375 px): while its content
 * overflows, it scrolls inside a named region in the tab order, so a keyboard reaches what it
 * hides, and a visible hint says there is more sideways; while it fits, neither.
 */
export function ScrollRegion(props: ScrollRegionProps) {
  const { ref, overflows } = useOverflow();
  return <ScrollFrame {...props} frameRef={ref} overflows={overflows} />;
}

type ScrollFrameProps = ScrollRegionProps & {
  frameRef?: (node: HTMLElement | null) => (() => void) | undefined;
  overflows: boolean;
};

/** `ScrollRegion` as drawn for a measure: exported for its tests. */
export function ScrollFrame({
  labelledBy,
  label,
  className,
  children,
  frameRef,
  overflows,
}: ScrollFrameProps) {
  const { t } = useTranslation('common');
  const hintId = useId();
  // Named by the caption and the hint: a section titled as its table's caption is a landmark of
  // that name already, and two landmarks of one name confuse who moves between them.
  const name = labelledBy
    ? { 'aria-labelledby': `${labelledBy} ${hintId}` }
    : { 'aria-label': `${label ?? ''} (${t('scrollHint')})` };
  return (
    <div className={styles.wrap}>
      <div
        ref={frameRef}
        className={`${styles.scroller} ${className ?? ''}`}
        {...(overflows ? { tabIndex: 0, role: 'region', ...name } : {})}
      >
        {children}
      </div>
      {overflows ? (
        <p id={hintId} className={styles.hint}>
          <span aria-hidden="true">↔ </span>
          {t('scrollHint')}
        </p>
      ) : null}
    </div>
  );
}
