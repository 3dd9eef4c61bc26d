import type { ContractTemplate } from '../../contract/contract-templates';

/**
 * The four contract templates migration 0017 seeds (same names, types, clauses and
 * variables; a few clauses left out), for the Contracts tab's demo mode.
 */

export type TemplateSeed = Omit<
  ContractTemplate,
  'id' | 'usage_count' | 'created_at' | 'updated_at'
>;

const clause = (title: string, body: string) => ({ title, body });

export const TEMPLATE_SEEDS: readonly TemplateSeed[] = [
  {
    name: 'Service Agreement',
    type: 'service',
    description:
      'A fixed-scope project: deliverables, fee, payment schedule, ownership and acceptance.',
    clauses: [
      clause(
        'Parties',
        'This Service Agreement is made on {{today}} between {{agency.name}} (the "Agency") and {{client.name}} of {{client.company}} (the "Client").',
      ),
      clause(
        'Services',
        'The Agency will deliver the project {{project.name}} as described in the accepted proposal and any written change requests agreed by both parties.',
      ),
      clause(
        'Fee and payment',
        'The Client will pay a total fee of {{contract.value}}, invoiced as follows: {{payment_terms}}. Invoices are due within 30 days of issue.',
      ),
      clause(
        'Acceptance',
        'Each deliverable is accepted when the Client approves it in writing or raises no material defect within 10 business days of delivery.',
      ),
      clause(
        'Intellectual property',
        'On full payment, ownership of the final deliverables passes to the Client. The Agency keeps its pre-existing tools and may show the work in its portfolio unless the Client objects in writing.',
      ),
      clause(
        'Termination',
        'Either party may end this agreement with 30 days written notice. The Client pays for work done up to the end date.',
      ),
    ],
    variables: [
      {
        key: 'payment_terms',
        label: 'Payment schedule',
        default: '50% on signature and 50% on delivery',
      },
    ],
  },
  {
    name: 'Maintenance Retainer',
    type: 'maintenance',
    description:
      'Monthly care of a live site or application: updates, fixes, monitoring and a pool of hours.',
    clauses: [
      clause(
        'Parties',
        'This Maintenance Retainer is made on {{today}} between {{agency.name}} (the "Agency") and {{client.name}} of {{client.company}} (the "Client").',
      ),
      clause(
        'Scope',
        'The Agency maintains {{project.name}}: security and software updates, backups, uptime monitoring and small fixes, up to {{monthly_hours}} hours each month.',
      ),
      clause(
        'Response times',
        'The Agency answers a reported fault within {{response_time}}, and starts work on a site outage as soon as it is reported during business hours.',
      ),
      clause(
        'Fee',
        'The Client pays {{contract.value}} per month, invoiced in advance at the start of each month. Unused hours do not carry over; extra hours are billed at the agreed rate.',
      ),
      clause(
        'Term',
        'The retainer runs month to month from the date of signature. Either party may end it with 30 days written notice.',
      ),
    ],
    variables: [
      { key: 'monthly_hours', label: 'Hours included per month', default: '10' },
      { key: 'response_time', label: 'Response time', default: 'one business day' },
    ],
  },
  {
    name: 'Consulting Agreement',
    type: 'consulting',
    description:
      'Advice and expertise billed by time: scope of advice, rate, confidentiality and independence.',
    clauses: [
      clause(
        'Parties',
        'This Consulting Agreement is made on {{today}} between {{agency.name}} (the "Consultant") and {{client.name}} of {{client.company}} (the "Client").',
      ),
      clause('Engagement', 'The Consultant will advise the Client on {{engagement_scope}}.'),
      clause(
        'Fees',
        'The Client pays {{hourly_rate}} per hour, up to a total of {{contract.value}} unless the Client agrees in writing to more. Time is invoiced monthly and due within 30 days.',
      ),
      clause(
        'Confidentiality',
        "The Consultant keeps the Client's business information confidential during and after the engagement and uses it only to perform this agreement.",
      ),
      clause(
        'Termination',
        'Either party may end the engagement with 14 days written notice. Hours worked until then are payable.',
      ),
    ],
    variables: [
      { key: 'engagement_scope', label: 'Subject of the advice' },
      { key: 'hourly_rate', label: 'Hourly rate', default: 'USD 150' },
    ],
  },
  {
    name: 'Mutual Non-Disclosure Agreement',
    type: 'custom',
    description: 'Both parties protect what they share while they discuss working together.',
    clauses: [
      clause(
        'Parties',
        'This Mutual Non-Disclosure Agreement is made on {{today}} between {{agency.name}} and {{client.name}} of {{client.company}} (each a "Party").',
      ),
      clause(
        'Purpose',
        'The Parties will share confidential information for the purpose of {{purpose}}.',
      ),
      clause(
        'Obligations',
        "Each Party uses the other's confidential information only for the purpose above, shares it only with people who need it and are bound by similar duties, and protects it with reasonable care.",
      ),
      clause(
        'Term',
        "This agreement lasts {{term_years}} years from the date of signature. On request, each Party returns or destroys the other's confidential information.",
      ),
    ],
    variables: [
      {
        key: 'purpose',
        label: 'Purpose of the discussions',
        default: 'evaluating a possible business relationship',
      },
      { key: 'term_years', label: 'Duration in years', default: '3' },
    ],
  },
];
