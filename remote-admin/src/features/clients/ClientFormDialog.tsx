import { type Client, Dialog, toast } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ClientForm } from './ClientForm';
import { clientToForm, EMPTY_CLIENT_FORM, toClientChanges, toNewClient } from './client-schema';
import { useClientWrites } from './use-clients';

type ClientFormDialogProps = {
  isOpen: boolean;
  /** The client to edit; none for a new one. */
  client?: Client;
  onClose: () => void;
  onSaved?: (client: Client) => void;
};

/** The client form in a side panel, for a new client (list) or an edit (detail page). */
export function ClientFormDialog({ isOpen, client, onClose, onSaved }: ClientFormDialogProps) {
  const clientWrites = useClientWrites();
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      placement="side"
      isOpen={isOpen}
      title={
        client ? t('clients.form.editTitle', { name: client.name }) : t('clients.form.newTitle')
      }
      onClose={onClose}
    >
      <ClientForm
        isNew={!client}
        initial={client ? clientToForm(client) : EMPTY_CLIENT_FORM}
        onSubmit={(values) =>
          client
            ? clientWrites.update(toClientChanges(client.id, values))
            : clientWrites.create(toNewClient(values))
        }
        onSaved={(saved) => {
          toast.success(
            t(client ? 'clients.form.saved' : 'clients.form.created', { name: saved.name }),
          );
          onClose();
          onSaved?.(saved);
        }}
        onCancel={onClose}
      />
    </Dialog>
  );
}
