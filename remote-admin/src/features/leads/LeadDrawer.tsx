import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './LeadDrawer.module.css';

type LeadDrawerProps = {
  isOpen: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A side panel on the native modal `<dialog>`, like the shared Dialog (focus trapped, Escape,
 * focus back to the opener), but tall and at the right edge: a lead's details are long.
 */
export function LeadDrawer({ isOpen, title, onClose, children }: LeadDrawerProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      className={styles.drawer}
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
        </div>
      ) : null}
    </dialog>
  );
}
