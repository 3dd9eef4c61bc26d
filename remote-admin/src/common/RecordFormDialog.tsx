import { Dialog, toast } from '@atelier/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

type Named = { name: string };

type RecordFormDialogProps<R extends Named> = {
  isOpen: boolean;
  /** The record to edit; none for a new one. */
  record?: R;
  /** The feature's keys: `<section>.form.{newTitle,editTitle,created,saved}`. */
  section: 'clients' | 'projects';
  onClose: () => void;
  onSaved?: (saved: R) => void;
  /** The form, given what to do once it has saved and on Cancel. */
  children: (form: { onSaved: (saved: R) => void; onCancel: () => void }) => ReactNode;
};

/**
 * A record's form in a side panel, for a new record or an edit: titled after the record, and
 * once saved it says so, closes and hands the saved record on.
 */
export function RecordFormDialog<R extends Named>(props: RecordFormDialogProps<R>) {
  const { isOpen, record, section, onClose, onSaved, children } = props;
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      placement="side"
      isOpen={isOpen}
      title={
        record
          ? t(`${section}.form.editTitle`, { name: record.name })
          : t(`${section}.form.newTitle`)
      }
      onClose={onClose}
    >
      {children({
        onSaved: (saved) => {
          toast.success(
            t(record ? `${section}.form.saved` : `${section}.form.created`, { name: saved.name }),
          );
          onClose();
          onSaved?.(saved);
        },
        onCancel: onClose,
      })}
    </Dialog>
  );
}

/**
 * A record form's submit: an edit sends the changes of `record`, else a new record is created
 * (the form's values turned into the action's payload by `toChanges` or `toNew`).
 */
export const saveRecord =
  <V, N, C, A>(
    record: { id: string } | undefined,
    writes: { create: (payload: N) => A; update: (changes: C) => A },
    toNew: (values: V) => N,
    toChanges: (id: string, values: V) => C,
  ) =>
  (values: V): A =>
    record ? writes.update(toChanges(record.id, values)) : writes.create(toNew(values));
