import type { Deliverable } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ChangesDialog } from './ChangesDialog';
import { DeliverableItem } from './DeliverableItem';
import { deliverablesInOrder } from './project-view';

/** The project's deliverables, those awaiting the client first; one comment dialog for all. */
export function DeliverableList({ deliverables }: { deliverables: readonly Deliverable[] }) {
  const { t } = useTranslation(NAMESPACE);
  const [changing, setChanging] = useState<Deliverable | null>(null);
  if (deliverables.length === 0)
    return <p className={kitStyles.note}>{t('projects.deliverables.empty')}</p>;
  return (
    <>
      <ul className={kitStyles.rowList}>
        {deliverablesInOrder(deliverables).map((deliverable) => (
          <DeliverableItem
            key={deliverable.id}
            deliverable={deliverable}
            onRequestChanges={setChanging}
          />
        ))}
      </ul>
      <ChangesDialog
        key={changing?.id ?? 'none'}
        deliverable={changing}
        onClose={() => setChanging(null)}
      />
    </>
  );
}
