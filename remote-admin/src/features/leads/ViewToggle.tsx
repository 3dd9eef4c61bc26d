import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import type { LeadView } from './lead-filters';
import styles from './ViewToggle.module.css';

const VIEWS: LeadView[] = ['table', 'pipeline'];

export function ViewToggle({
  view,
  onChange,
}: {
  view: LeadView;
  onChange: (view: LeadView) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <fieldset className={styles.toggle}>
      <legend className="at-visually-hidden">{t('leads.views.label')}</legend>
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {t(`leads.views.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
