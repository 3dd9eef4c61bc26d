import { domainKeys } from '../domain-keys';

export const projectKeys = domainKeys('projects');
