import { conflict } from '../../errors.ts';
import { notFound } from '../client-management/record-fields.ts';

export const contractTemplateNotFound = () => notFound('Template');
export const contractNotFound = () => notFound('Contract');

/** A change a contract's status no longer allows (`status`: the contract's, for the wording). */
export const contractConflict = (message: string, status?: string) =>
  conflict('contract_state', message, status ? { status } : undefined);
