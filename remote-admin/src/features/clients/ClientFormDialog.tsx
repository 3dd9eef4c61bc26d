import type { Client } from '@atelier/shared';
import { useClientWrites } from '@atelier/shared/data/clients';
import { RecordFormDialog, saveRecord } from '../../common/RecordFormDialog';
import { ClientForm } from './ClientForm';
import { clientToForm, EMPTY_CLIENT_FORM, toClientChanges, toNewClient } from './client-schema';

type ClientFormDialogProps = {
  isOpen: boolean;
  /** The client to edit; none for a new one. */
  client?: Client;
  onClose: () => void;
  onSaved?: (client: Client) => void;
};

/** The client form in a side panel, for a new client (list) or an edit (detail page). */
export function ClientFormDialog({ client, ...dialog }: ClientFormDialogProps) {
  const clientWrites = useClientWrites();
  return (
    <RecordFormDialog section="clients" record={client} {...dialog}>
      {(done) => (
        <ClientForm
          isNew={!client}
          initial={client ? clientToForm(client) : EMPTY_CLIENT_FORM}
          onSubmit={saveRecord(client, clientWrites, toNewClient, toClientChanges)}
          {...done}
        />
      )}
    </RecordFormDialog>
  );
}
