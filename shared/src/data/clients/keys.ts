import { domainKeys } from '../domain-keys';

export const clientKeys = domainKeys('clients');
