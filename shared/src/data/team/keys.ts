import { domainKeys } from '../domain-keys';

export const teamKeys = domainKeys('team');
