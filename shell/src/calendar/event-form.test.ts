import type { CalendarEvent } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyEventForm,
  eventToForm,
  serverFieldMessage,
  toEventChanges,
  toNewEvent,
  validateEventForm,
} from './event-form';

const filled = { ...emptyEventForm(), title: 'Kick-off', date: '2026-11-24', time: '10:00' };

describe('validateEventForm', () => {
  it('asks for title, date and time, and nothing else, on an empty form', () => {
    expect(validateEventForm(emptyEventForm())).toEqual({
      title: 'titleRequired',
      date: 'dateRequired',
      time: 'timeRequired',
    });
  });

  it('accepts the three required fields alone (type, priority, client, project optional)', () => {
    expect(validateEventForm(filled)).toEqual({});
  });

  it('treats a blank title as missing', () => {
    expect(validateEventForm({ ...filled, title: '   ' })).toEqual({ title: 'titleRequired' });
  });

  it('refuses a title over 200 characters and a description over 5000', () => {
    expect(validateEventForm({ ...filled, title: 'x'.repeat(200) })).toEqual({});
    expect(validateEventForm({ ...filled, title: 'x'.repeat(201) })).toEqual({
      title: 'titleTooLong',
    });
    expect(validateEventForm({ ...filled, description: 'x'.repeat(5001) })).toEqual({
      description: 'descriptionTooLong',
    });
  });

  it('refuses dates that do not exist and times outside 00:00–23:59', () => {
    expect(validateEventForm({ ...filled, date: '2026-02-29' })).toEqual({ date: 'invalidDate' });
    expect(validateEventForm({ ...filled, date: '2028-02-29' })).toEqual({});
    expect(validateEventForm({ ...filled, date: '24/11/2026' })).toEqual({ date: 'invalidDate' });
    expect(validateEventForm({ ...filled, time: '24:00' })).toEqual({ time: 'invalidTime' });
    expect(validateEventForm({ ...filled, time: '9:00' })).toEqual({ time: 'invalidTime' });
    expect(validateEventForm({ ...filled, time: '23:59' })).toEqual({});
  });

  it('refuses what the server refuses: control characters, days outside 1900–2200', () => {
    expect(validateEventForm({ ...filled, title: 'Kick\noff' })).toEqual({
      title: 'invalidCharacters',
    });
    expect(validateEventForm({ ...filled, description: 'Agenda:\n- scope' })).toEqual({});
    expect(validateEventForm({ ...filled, description: 'bell\u0007' })).toEqual({
      description: 'invalidCharacters',
    });
    expect(validateEventForm({ ...filled, date: '1899-12-31' })).toEqual({ date: 'invalidDate' });
  });
});

describe('the payloads', () => {
  it('creates with the defaults of spec §5 and without the empty optional fields', () => {
    expect(toNewEvent({ ...filled, title: '  Kick-off  ' })).toEqual({
      title: 'Kick-off',
      date: '2026-11-24',
      time: '10:00',
      type: 'meeting',
      priority: 'medium',
      status: 'scheduled',
    });
  });

  it('sends the chosen client, project and description', () => {
    const payload = toNewEvent({
      ...filled,
      type: 'call',
      priority: 'high',
      client_id: 'c1',
      project_id: 'p1',
      description: ' Agenda ',
    });
    expect(payload).toMatchObject({
      type: 'call',
      priority: 'high',
      client_id: 'c1',
      project_id: 'p1',
      description: 'Agenda',
    });
  });

  it('clears the optional fields left empty when editing', () => {
    expect(toEventChanges('e1', filled)).toMatchObject({
      id: 'e1',
      client_id: null,
      project_id: null,
      description: null,
    });
  });

  it('fills the form from an event and back without change', () => {
    const event: CalendarEvent = {
      id: 'e1',
      title: 'Review',
      date: '2026-11-26',
      time: '14:30',
      type: 'presentation',
      priority: 'low',
      status: 'done',
      description: 'Slides',
      client: { id: 'c1', name: 'Jane Doe', company: 'Studio' },
      project: { id: 'p1', name: 'Shop redesign' },
      source: 'event',
      editable: true,
    };
    expect(toEventChanges(event.id, eventToForm(event))).toEqual({
      id: 'e1',
      title: 'Review',
      date: '2026-11-26',
      time: '14:30',
      type: 'presentation',
      priority: 'low',
      status: 'done',
      client_id: 'c1',
      project_id: 'p1',
      description: 'Slides',
    });
  });
});

describe('server answers', () => {
  it("translates the contract's field messages and keeps others as they are", () => {
    expect(serverFieldMessage('Title is required')).toEqual({ key: 'titleRequired' });
    expect(serverFieldMessage('No such client')).toEqual({ text: 'No such client' });
  });
});
