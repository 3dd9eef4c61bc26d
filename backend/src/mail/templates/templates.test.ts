import {
  EMAIL_LOCALES,
  EMAIL_SAMPLE_VALUES,
  EMAIL_TEMPLATE_KEYS,
  EMAIL_TEMPLATE_VARIABLES,
  parseTemplate,
  renderTemplate,
  templateProblem,
  templateVariables,
} from '@atelier/shared/contract';
import { describe, expect, it } from 'vitest';
import { whenText } from '../../functions/booking/booking-mail.ts';
import { defaultTemplate, elideBeforeValues, fillTemplate, readableValues } from './index.ts';
import { dateTimeIn, dayCount, money, zoneName } from './phrases.ts';

const variablesOf = (text: string) => {
  const parsed = parseTemplate(text);
  return parsed.ok ? [...templateVariables(parsed.nodes)].sort() : [];
};

describe('the built-in templates', () => {
  it.each(EMAIL_TEMPLATE_KEYS)(
    '%s parses, uses only its variables, the same in each language',
    (key) => {
      const allowed = EMAIL_TEMPLATE_VARIABLES[key];
      const used = EMAIL_LOCALES.map((locale) => {
        const { subject, body } = defaultTemplate(key, locale);
        expect(templateProblem(subject, allowed)).toBeNull();
        expect(templateProblem(body, allowed)).toBeNull();
        for (const name of allowed) expect(EMAIL_SAMPLE_VALUES[name]).toBeDefined();
        return variablesOf(`${subject}\n${body}`);
      });
      expect(used[1]).toEqual(used[0]);
    },
  );
});

describe('the template syntax', () => {
  it('fills values, keeps a section when its value is set and an inverted one when it is not', () => {
    const text =
      'Invoice {{n}}{{#project}} for {{project}}{{/project}}{{^project}} (no project){{/project}}.';
    expect(renderTemplate(text, { n: '7', project: 'Shop' })).toBe('Invoice 7 for Shop.');
    expect(renderTemplate(text, { n: '7', project: '' })).toBe('Invoice 7 (no project).');
    expect(renderTemplate('{{#a}}A{{#b}}B{{/b}}{{/a}}', { a: 'x', b: 'y' })).toBe('AB');
    // A value is never read as a template: braces a client typed stay as they are.
    expect(renderTemplate('{{message}}', { message: '{{#x}}hi{{/x}}' })).toBe('{{#x}}hi{{/x}}');
  });

  it('names what is wrong', () => {
    expect(templateProblem('{{/a}}', ['a'])).toBe('has {{/a}} without its {{#a}}');
    expect(templateProblem('{{#a}}x{{/b}}', ['a', 'b'])).toBe('has {{/b}} without its {{#b}}');
    expect(templateProblem('{{#a}}x', ['a'])).toBe('has {{#a}} without its {{/a}}');
    expect(templateProblem('x {{a-b}} y', ['a'])).toMatch(/^has a malformed variable near/);
    expect(templateProblem('x }} y', ['a'])).toMatch(/^has a malformed variable near/);
    expect(templateProblem('{{ a }} {{c}}', ['a', 'b'])).toBe(
      'uses {{c}}, which this template does not have; it can use: a, b',
    );
  });
});

describe('the phrases a sender computes', () => {
  it('counts days, formats money and dates in the recipient language', () => {
    expect([dayCount(1, 'en'), dayCount(3, 'en'), dayCount(1, 'fr'), dayCount(3, 'fr')]).toEqual([
      '1 day',
      '3 days',
      '1 jour',
      '3 jours',
    ]);
    expect(money(125_000, 'USD', 'en')).toBe('$1,250.00');
    expect(money(125_000, 'EUR', 'fr')).toMatch(/^1\s250,00\s€$/);
    expect(dateTimeIn('2026-11-25T14:00:00Z', 'UTC', 'en')).toBe(
      'November 25, 2026 at 14:00 (Coordinated Universal Time)',
    );
    expect(dateTimeIn('2026-11-25T14:00:00Z', 'Europe/Paris', 'fr')).toBe(
      '25 novembre 2026 à 15:00 (heure normale d’Europe centrale)',
    );
    // The agency's day, not the UTC one: 23:30 UTC is already the next morning in Kiritimati.
    expect(dateTimeIn('2026-11-25T23:30:00Z', 'Pacific/Kiritimati', 'en')).toBe(
      'November 26, 2026 at 13:30 (Line Islands Time)',
    );
    expect(dateTimeIn('2026-11-25T00:00:00Z', 'UTC', 'fr')).toBe(
      '25 novembre 2026 à 00:00 (temps universel coordonné)',
    );
  });

  it('names a time zone in the reader’s language, summer or standard time as it is then', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(zoneName('Europe/Paris', 'en', winter)).toBe('Central European Standard Time');
    expect(zoneName('Europe/Paris', 'fr', summer)).toBe('heure d’été d’Europe centrale');
    expect(zoneName('America/New_York', 'fr', winter)).toBe(
      'heure normale de l’Est nord-américain',
    );
    expect(zoneName('America/New_York', 'en', summer)).toBe('Eastern Daylight Time');
    // UTC is named as such only when the zone really is UTC, never as a bare "UTC".
    expect(zoneName('UTC', 'en', winter)).toBe('Coordinated Universal Time');
    expect(zoneName('Etc/UTC', 'fr', winter)).toBe('temps universel coordonné');
  });
});

describe('the values as the recipient reads them', () => {
  const invoiceValues = {
    client_name: 'Ada',
    invoice_number: 'INV-2026-0007',
    amount: '1\u202f250,00\u00a0€',
    due_date: '2026-12-28',
    project_name: '',
    link: 'https://example.com/client-portal/invoices/1',
    bank_details: '',
  };

  it('writes a due date in words in the reader’s language, never as an ISO day', () => {
    const fr = fillTemplate(defaultTemplate('invoice_sent', 'fr'), 'fr', invoiceValues);
    expect(fr.subject).toContain('28 décembre 2026');
    expect(fr.body).toContain('28 décembre 2026');
    expect(`${fr.subject}\n${fr.body}`).not.toContain('2026-12-28');
    // French typography: a narrow no-break space before the colon, none before it plain.
    expect(fr.body).toContain('Échéance\u202f: 28 décembre 2026');
    expect(fr.subject).toBe(
      'Facture INV-2026-0007\u202f: 1\u202f250,00\u00a0€ à régler au 28 décembre 2026',
    );
    expect(`${fr.subject}\n${fr.body}`).not.toMatch(/ [:;!?](\s|$)/);
    const en = fillTemplate(defaultTemplate('invoice_sent', 'en'), 'en', invoiceValues);
    expect(en.body).toContain('December 28, 2026');
    expect(readableValues({ link: 'https://x.test/2026-12-28', day: '2026-12-28' }, 'fr')).toEqual({
      link: 'https://x.test/2026-12-28',
      day: '28 décembre 2026',
    });
  });

  it('gives a visitor the booked time and zone in their language, without an IANA id', () => {
    const start = new Date('2026-03-24T08:00:00Z');
    const end = new Date('2026-03-24T08:30:00Z');
    const values = (zone: string, locale: 'en' | 'fr') => ({
      name: 'Jeanne',
      agency: 'Atelier',
      meeting: 'Consultation',
      when: whenText(start, end, zone, locale),
      time_zone: zoneName(zone, locale, start),
      link: 'https://example.com/book/manage?token=t',
      is_rescheduled: '',
    });
    const fr = fillTemplate(
      defaultTemplate('booking_confirmation', 'fr'),
      'fr',
      values('Europe/Paris', 'fr'),
    );
    expect(fr.body).toContain('mardi 24 mars 2026, 09:00–09:30 (heure normale d’Europe centrale)');
    const en = fillTemplate(
      defaultTemplate('booking_confirmation', 'en'),
      'en',
      values('America/New_York', 'en'),
    );
    expect(en.body).toContain('Tuesday, March 24, 2026, 04:00–04:30 (Eastern Daylight Time)');
    for (const mail of [fr, en]) {
      expect(mail.body).not.toMatch(/\((UTC|Europe\/Paris|America\/New_York)\)/);
    }
  });

  it('elides "de" and "que" before a vowel in French: "Nouveau message d’Atelier"', () => {
    const subject = (agency: string) =>
      fillTemplate(defaultTemplate('agency_message', 'fr'), 'fr', {
        agency,
        client_name: 'Ada',
        message: 'Bonjour',
        link: 'https://example.com',
      }).subject;
    expect(subject('Atelier')).toBe('Nouveau message d’Atelier');
    expect(subject('Élan Studio')).toBe('Nouveau message d’Élan Studio');
    expect(subject('Marie & Co')).toBe('Nouveau message de Marie & Co');
    expect(
      elideBeforeValues('Merci de {{ agency }} et que {{agency}}', { agency: 'Ozone' }, 'fr'),
    ).toBe('Merci d’{{agency}} et qu’{{agency}}');
    // English has no elision.
    expect(elideBeforeValues('from {{agency}} de {{agency}}', { agency: 'Atelier' }, 'en')).toBe(
      'from {{agency}} de {{agency}}',
    );
    // Every built-in French text that names the agency reads right for a name with a vowel.
    for (const key of EMAIL_TEMPLATE_KEYS) {
      const values = Object.fromEntries(
        EMAIL_TEMPLATE_VARIABLES[key].map((name) => [name, EMAIL_SAMPLE_VALUES[name] ?? '']),
      );
      const { subject, body } = fillTemplate(defaultTemplate(key, 'fr'), 'fr', {
        ...values,
        agency: 'Atelier',
        client_name: 'Atelier Client',
      });
      expect(`${subject}\n${body}`, key).not.toMatch(/\bde Atelier/);
      // French typography in every built-in French text: no plain space before : ; ! ?
      expect(`${subject}\n${body}`, key).not.toMatch(/ [:;!?](\s|$)/);
    }
  });
});
