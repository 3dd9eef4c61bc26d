import {
  Button,
  CALENDAR_EVENT_TYPES,
  CALENDAR_LIMITS,
  CALENDAR_PRIORITIES,
  CALENDAR_STATUSES,
  type CalendarEvent,
  FailureLine,
  failureText,
  SelectField,
  TextAreaField,
  TextField,
} from '@atelier/shared';
import { useCalendarWrites } from '@atelier/shared/data/calendar';
import { useFormState } from '@atelier/shared/forms';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import styles from './Calendar.module.css';
import { CALENDAR_NAMESPACE } from './calendar-i18n';
import {
  type EventFormProblem,
  type EventFormValues,
  isEventFormField,
  serverFieldMessage,
  toEventChanges,
  toNewEvent,
  validateEventForm,
} from './event-form';
import { useEventPickers } from './use-event-pickers';

type EventFormProps = {
  initial: EventFormValues;
  /** The event being edited; none for a new one. */
  event?: CalendarEvent;
  onSaved: (event: CalendarEvent) => void;
  onCancel: () => void;
};

const named = (name: string, company: string | null) => (company ? `${name} (${company})` : name);

/**
 * The new-event form (spec §5), also used to edit. Nothing is sent while a required field is
 * empty; the server's field messages show on their fields, nothing typed is lost on error.
 */
export function EventForm({ initial, event, onSaved, onCancel }: EventFormProps) {
  const { t } = useTranslation(CALENDAR_NAMESPACE);
  const pickers = useEventPickers();
  const writes = useCalendarWrites();
  const describe = (problem: EventFormProblem) => {
    const max =
      problem === 'descriptionTooLong' ? CALENDAR_LIMITS.description : CALENDAR_LIMITS.title;
    return t(`calendar.form.errors.${problem}`, { max });
  };
  const { formRef, values, change, errorOf, failure, isPending, handleSubmit } = useFormState<
    EventFormValues,
    EventFormProblem,
    { event: CalendarEvent }
  >({
    initial,
    validate: validateEventForm,
    describe,
    submit: (current) =>
      event ? writes.update(toEventChanges(event.id, current)) : writes.create(toNewEvent(current)),
    onSaved: (result) => onSaved(result.event),
    isShownField: isEventFormField,
    // The server's messages the form knows are shown in the form's own words.
    mapServerErrors: (fields) =>
      Object.fromEntries(
        Object.entries(fields).map(([path, message]) => {
          const shown = serverFieldMessage(message);
          return [path, 'key' in shown ? t(`calendar.form.errors.${shown.key}`) : shown.text];
        }),
      ),
    describeFailure: (result) => failureText(result),
    unexpectedFailure: () => t('calendar.errors.generic'),
    logLabel: '[shell] a calendar event',
  });

  const textField = (name: 'title' | 'date' | 'time' | 'description') => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (changeEvent: { target: { value: string } }) =>
      change({ ...values, [name]: changeEvent.target.value }, [name]),
  });

  const clientOptions = pickers.clients.map((client) => ({
    value: client.id,
    label: named(client.name, client.company),
  }));
  // The edited event's client and project stay choosable even beyond the first page.
  if (event?.client && !clientOptions.some((option) => option.value === event.client?.id)) {
    clientOptions.push({
      value: event.client.id,
      label: named(event.client.name, event.client.company),
    });
  }
  const projectOptions = pickers.projects
    .filter((project) => values.client_id === '' || project.client_id === values.client_id)
    .map((project) => ({ value: project.id, label: project.name }));
  if (event?.project && !projectOptions.some((option) => option.value === event.project?.id)) {
    projectOptions.push({ value: event.project.id, label: event.project.name });
  }

  const chooseClient = (clientId: string) => {
    const project = pickers.projects.find((candidate) => candidate.id === values.project_id);
    // A project of another client no longer fits (the server would refuse it).
    const keepsProject = !project || clientId === '' || project.client_id === clientId;
    change({ ...values, client_id: clientId, project_id: keepsProject ? values.project_id : '' }, [
      'client_id',
      'project_id',
    ]);
  };
  const chooseProject = (projectId: string) => {
    const project = pickers.projects.find((candidate) => candidate.id === projectId);
    // Picking a project first fills in its client.
    const clientId = values.client_id === '' && project ? project.client_id : values.client_id;
    change({ ...values, project_id: projectId, client_id: clientId }, ['project_id', 'client_id']);
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(submitEvent) => void handleSubmit(submitEvent)}
    >
      <p className={kitStyles.note}>{t('calendar.form.requiredNote')}</p>
      <TextField
        label={t('calendar.fields.title')}
        required
        autoComplete="off"
        maxLength={CALENDAR_LIMITS.title}
        {...textField('title')}
      />
      <div className={styles.formRow}>
        <TextField label={t('calendar.fields.date')} type="date" required {...textField('date')} />
        <TextField label={t('calendar.fields.time')} type="time" required {...textField('time')} />
      </div>
      <div className={styles.formRow}>
        <SelectField
          label={t('calendar.fields.type')}
          name="type"
          value={values.type}
          error={errorOf('type')}
          options={CALENDAR_EVENT_TYPES.map((type) => ({
            value: type,
            label: t(`calendar.types.${type}`),
          }))}
          onChange={(changeEvent) =>
            change({ ...values, type: changeEvent.target.value as EventFormValues['type'] }, [
              'type',
            ])
          }
        />
        <SelectField
          label={t('calendar.fields.priority')}
          name="priority"
          value={values.priority}
          error={errorOf('priority')}
          options={CALENDAR_PRIORITIES.map((priority) => ({
            value: priority,
            label: t(`calendar.priorities.${priority}`),
          }))}
          onChange={(changeEvent) =>
            change(
              { ...values, priority: changeEvent.target.value as EventFormValues['priority'] },
              ['priority'],
            )
          }
        />
      </div>
      {event ? (
        <SelectField
          label={t('calendar.fields.status')}
          name="status"
          value={values.status}
          error={errorOf('status')}
          options={CALENDAR_STATUSES.map((status) => ({
            value: status,
            label: t(`calendar.statuses.${status}`),
          }))}
          onChange={(changeEvent) =>
            change({ ...values, status: changeEvent.target.value as EventFormValues['status'] }, [
              'status',
            ])
          }
        />
      ) : null}
      <div className={styles.formRow}>
        <SelectField
          label={t('calendar.fields.client')}
          name="client_id"
          isOptional
          value={values.client_id}
          error={errorOf('client_id')}
          hint={pickers.isLoading ? t('calendar.form.loadingChoices') : undefined}
          options={[{ value: '', label: t('calendar.form.noClient') }, ...clientOptions]}
          onChange={(changeEvent) => chooseClient(changeEvent.target.value)}
        />
        <SelectField
          label={t('calendar.fields.project')}
          name="project_id"
          isOptional
          value={values.project_id}
          error={errorOf('project_id')}
          options={[{ value: '', label: t('calendar.form.noProject') }, ...projectOptions]}
          onChange={(changeEvent) => chooseProject(changeEvent.target.value)}
        />
      </div>
      <TextAreaField
        label={t('calendar.fields.description')}
        isOptional
        rows={3}
        {...textField('description')}
      />
      <FailureLine variant="banner">{failure}</FailureLine>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('calendar.form.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending
            ? t('calendar.form.saving')
            : event
              ? t('calendar.form.save')
              : t('calendar.form.create')}
        </Button>
      </div>
    </form>
  );
}
