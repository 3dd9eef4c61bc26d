import { z } from 'zod';
import { AppError } from '../../errors.ts';
import {
  centsSchema,
  emailSchema,
  optionalText,
  recordIdSchema,
  requiredText,
} from '../client-management/record-fields.ts';

export const teamMemberFieldSchemas = {
  name: requiredText(200, 'Name'),
  email: emailSchema,
  role_title: optionalText(100, 'Role'),
  hourly_rate_cents: centsSchema('Hourly rate').nullable(),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
};

export const teamMemberIdSchema = recordIdSchema('id');

export const teamEmailTaken = (): AppError =>
  new AppError('CONFLICT', 'A team member with this e-mail already exists');
