import { AppError } from '../../errors.ts';
import { notFound } from '../client-management/record-fields.ts';

export const contractTemplateNotFound = () => notFound('Template');
export const contractNotFound = () => notFound('Contract');

/** A change a contract's status no longer allows. */
export const contractConflict = (message: string) => new AppError('CONFLICT', message);
