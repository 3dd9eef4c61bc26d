/** The demo agency's team: who works there, at what rate (cents an hour). */

export interface DemoTeamMember {
  key: string;
  name: string;
  email: string;
  role_title: string;
  hourly_rate_cents: number;
  is_active: boolean;
}

export const demoTeam: DemoTeamMember[] = [
  {
    key: 'maya',
    name: 'Maya Chen',
    email: 'maya@atelier.example',
    role_title: 'Creative director',
    hourly_rate_cents: 14_000,
    is_active: true,
  },
  {
    key: 'leo',
    name: 'Léo Martin',
    email: 'leo@atelier.example',
    role_title: 'Lead developer',
    hourly_rate_cents: 12_000,
    is_active: true,
  },
  {
    key: 'priya',
    name: 'Priya Nair',
    email: 'priya@atelier.example',
    role_title: 'Product designer',
    hourly_rate_cents: 9_500,
    is_active: true,
  },
  {
    key: 'sam',
    name: 'Sam Okafor',
    email: 'sam@atelier.example',
    role_title: 'Front-end developer',
    hourly_rate_cents: 10_000,
    is_active: true,
  },
  {
    key: 'elena',
    name: 'Elena Rossi',
    email: 'elena@atelier.example',
    role_title: 'Project manager',
    hourly_rate_cents: 9_000,
    is_active: true,
  },
  {
    key: 'tom',
    name: 'Tom Becker',
    email: 'tom.becker@freelance.example',
    role_title: 'Copywriter (freelance)',
    hourly_rate_cents: 7_000,
    is_active: false,
  },
];
