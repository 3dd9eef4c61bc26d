import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Dialog.module.css';
import { focusedElement, openModal } from './modal-focus';

export type DialogProps = {
  isOpen: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** `side`: a tall panel at the right edge, for long content such as a record's details. */
  placement?: 'center' | 'side';
};

/**
 * A modal on the native `<dialog>`: focus trapping, Escape and the top layer come from the
 * browser; focus returns to the opener on close.
 */
export function Dialog({
  isOpen,
  title,
  onClose,
  children,
  footer,
  placement = 'center',
}: DialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Open while `isOpen`; closed when it turns false or the dialog leaves the page (its owner
  // unmounted it), focus going back to the opener either way.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !isOpen) return;
    return openModal(dialog, focusedElement(document));
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${placement === 'side' ? styles.side : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {isOpen ? (
        <div className={styles.frame}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={t('close')}
            >
              ×
            </button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
