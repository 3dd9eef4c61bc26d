import { SelectField } from '@atelier/shared';
import { useClientList } from '@atelier/shared/data/clients';
import { useContractTemplateChoices } from '@atelier/shared/data/contracts';
import { useLeadChoices } from '@atelier/shared/data/leads';
import { useProjectChoices } from '@atelier/shared/data/projects';
import { useTemplateChoices } from '@atelier/shared/data/templates';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/**
 * Selects for the records a proposal, invoice or payment points at. Each lists the first 100
 * by name (the contract's largest page), which covers an agency's active clients.
 */
const PICKER_PAGE = { page: 1, pageSize: 100, sort: 'name', order: 'asc' } as const;

type PickerProps = {
  label: string;
  value: string;
  error?: string | null;
  isOptional?: boolean;
  /** The option for "none" (optional pickers) or "choose…" (required ones). */
  emptyLabel: string;
  onChange: (id: string) => void;
};

type Option = { value: string; label: string };

function Picker({
  options,
  isLoading,
  ...props
}: PickerProps & { options: Option[]; isLoading: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const { label, value, error, isOptional, emptyLabel, onChange } = props;
  // A preselected record (from a link) stays visible while the list loads.
  const shown =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: isLoading ? t('common.pickers.loading') : value }]
      : options;
  return (
    <SelectField
      label={label}
      value={value}
      error={error}
      isOptional={isOptional}
      required={!isOptional}
      options={[{ value: '', label: emptyLabel }, ...shown]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

const named = (name: string, company: string | null) => (company ? `${name} (${company})` : name);

export function ClientPicker(props: PickerProps) {
  const clients = useClientList(PICKER_PAGE);
  const options = (clients.data?.clients ?? []).map((client) => ({
    value: client.id,
    label: named(client.name, client.company),
  }));
  return <Picker {...props} options={options} isLoading={clients.isLoading} />;
}

export function LeadPicker(props: PickerProps) {
  const leads = useLeadChoices(PICKER_PAGE);
  const options = (leads.data?.leads ?? []).map((lead) => ({
    value: lead.id,
    label: named(lead.name, lead.company),
  }));
  return <Picker {...props} options={options} isLoading={leads.isLoading} />;
}

/** The projects of one client; nothing to choose until a client is chosen. */
export function ProjectPicker({ clientId, ...props }: PickerProps & { clientId: string }) {
  const projects = useProjectChoices(clientId ? { ...PICKER_PAGE, client_id: clientId } : null);
  const options = (projects.data?.projects ?? []).map((project) => ({
    value: project.id,
    label: project.name,
  }));
  return (
    <Picker
      {...props}
      options={clientId ? options : []}
      isLoading={projects.isLoading}
      value={clientId ? props.value : ''}
    />
  );
}

/** The live contract templates by name (`contracts#get_templates`). */
export function ContractTemplatePicker(props: PickerProps) {
  const templates = useContractTemplateChoices();
  const options = (templates.data?.templates ?? []).map((template) => ({
    value: template.id,
    label: template.name,
  }));
  return <Picker {...props} options={options} isLoading={templates.isLoading} />;
}

/** The live project templates by name (`project-templates#get_templates`). */
export function ProjectTemplatePicker(props: PickerProps) {
  const templates = useTemplateChoices();
  const options = (templates.data?.templates ?? []).map((template) => ({
    value: template.id,
    label: template.name,
  }));
  return <Picker {...props} options={options} isLoading={templates.isLoading} />;
}
