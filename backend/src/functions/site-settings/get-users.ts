import { staffUsersAnswer } from '@atelier/shared/contract';
import { z } from 'zod';
import { listStaffUsers } from '../../db/staff-accounts.ts';
import { defineAction } from '../registry.ts';

/** The agency's staff accounts (admins and super_admins); clients are managed on their pages. */
export const getUsers = defineAction({
  access: 'admin',
  input: z.object({}),
  output: staffUsersAnswer,
  handler: async (_input, { db }) => ({ users: await listStaffUsers(db) }),
});
