import { domainKeys } from '../domain-keys';

export const proposalKeys = domainKeys('proposals');
