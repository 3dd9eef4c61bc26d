import type { TeamMember } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_TEAM_FORM,
  isTeamFormField,
  memberToForm,
  toNewTeamMember,
  toTeamMemberChanges,
  validateTeamForm,
} from './team-schema';

describe('the team member form', () => {
  it('needs a name and an e-mail, and a rate that is an amount', () => {
    expect(validateTeamForm(EMPTY_TEAM_FORM)).toEqual({
      name: { code: 'required' },
      email: { code: 'required' },
    });
    expect(
      validateTeamForm({
        ...EMPTY_TEAM_FORM,
        name: 'Sam',
        email: 'sam@agency.com',
        hourly_rate_cents: 'lots',
        role_title: 'x'.repeat(101),
      }),
    ).toEqual({
      hourly_rate_cents: { code: 'money' },
      role_title: { code: 'tooLong', max: 100 },
    });
  });

  it('sends the rate in cents and leaves out what is empty', () => {
    expect(
      toNewTeamMember({
        ...EMPTY_TEAM_FORM,
        name: ' Sam Lee ',
        email: 'Sam@Agency.com',
        hourly_rate_cents: '85.5',
      }),
    ).toEqual({
      name: 'Sam Lee',
      email: 'sam@agency.com',
      hourly_rate_cents: 8550,
      is_active: true,
    });
  });

  it('clears an emptied rate or role on update', () => {
    const member = {
      id: 'm1',
      name: 'Sam',
      email: 'sam@agency.com',
      role_title: 'Designer',
      hourly_rate_cents: 9000,
      is_active: false,
    } as TeamMember;
    const values = { ...memberToForm(member), role_title: '', hourly_rate_cents: '' };
    expect(memberToForm(member).hourly_rate_cents).toBe('90.00');
    expect(toTeamMemberChanges('m1', values)).toEqual({
      id: 'm1',
      name: 'Sam',
      email: 'sam@agency.com',
      role_title: null,
      hourly_rate_cents: null,
      is_active: false,
    });
    expect(isTeamFormField('hourly_rate_cents')).toBe(true);
  });
});
