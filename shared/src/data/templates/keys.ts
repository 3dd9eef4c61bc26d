import { domainKeys } from '../domain-keys';

export const templateKeys = domainKeys('templates');
