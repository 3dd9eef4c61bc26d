import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../query/query-client';
import { contractKeys } from './keys';
import { useProposalContract } from './use-proposal-contract';

const client = createQueryClient();
afterEach(() => client.clear());

/** The client's contracts as the server answered them, already in the cache. */
const cached = (clientId: string, contracts: { id: string; proposal_id: string | null }[]) =>
  client.setQueryData(contractKeys.list({ page: 1, pageSize: 100, client_id: clientId }), {
    success: true,
    contracts,
  });

function Probe({ id, clientId }: { id: string; clientId: string | null }) {
  return <span>{useProposalContract({ id, client_id: clientId })?.id ?? 'none'}</span>;
}

const shown = (id: string, clientId: string | null) =>
  renderToString(
    <QueryClientProvider client={client}>
      <Probe id={id} clientId={clientId} />
    </QueryClientProvider>,
  );

describe('useProposalContract', () => {
  it("finds the proposal's contract among its client's, read under the contracts' list key", () => {
    cached('c1', [
      { id: 'k1', proposal_id: 'p0' },
      { id: 'k2', proposal_id: 'p1' },
    ]);
    expect(shown('p1', 'c1')).toBe('<span>k2</span>');
    expect(shown('p9', 'c1')).toBe('<span>none</span>');
  });

  it('reads nothing for a proposal without a client', () => {
    cached('', [{ id: 'k1', proposal_id: 'p1' }]);
    expect(shown('p1', null)).toBe('<span>none</span>');
  });
});
