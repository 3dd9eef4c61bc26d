import { describe, expect, it } from 'vitest';
import remoteIntegrityPlugin from './remote-integrity-plugin';

type FakeScript = Record<string, unknown> & { attributes: Record<string, string> };

const fakePage = {
  createElement: () => {
    const script: FakeScript = {
      attributes: {},
      setAttribute(name: string, value: string) {
        script.attributes[name] = value;
      },
    };
    return script as unknown as HTMLScriptElement;
  },
} as unknown as Pick<Document, 'createElement'>;

const INTEGRITY = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const entry = 'http://localhost:3003/remote-admin/0.1.0-abc/static/js/remote_admin.1234.js';
const remoteInfo = { name: 'remote_admin', entry } as never;

function createScript(args: Record<string, unknown>) {
  const plugin = remoteIntegrityPlugin(
    (remote) => (remote === 'remote_admin' ? INTEGRITY : undefined),
    fakePage,
  );
  return (plugin.createScript as (input: unknown) => unknown)(args) as FakeScript | undefined;
}

describe('remoteIntegrityPlugin', () => {
  it("loads a remote's entry with the integrity config.json names, over CORS", () => {
    const script = createScript({
      url: entry,
      attrs: { 'data-x': 'y' },
      remoteInfo,
      resourceContext: { resourceType: 'remoteEntry', initiator: 'loadRemote', id: 'x' },
    });
    expect(script).toMatchObject({
      src: entry,
      integrity: INTEGRITY,
      crossOrigin: 'anonymous',
      type: 'text/javascript',
      attributes: { 'data-x': 'y' },
    });
  });

  it('leaves chunks, other remotes and remotes with no integrity to the runtime', () => {
    const chunk = { resourceType: 'js', initiator: 'loadRemote', id: 'x' };
    expect(createScript({ url: `${entry}.chunk.js`, remoteInfo, resourceContext: chunk })).toBe(
      undefined,
    );
    expect(
      createScript({ url: entry, remoteInfo: { name: 'remote_portal', entry } as never }),
    ).toBe(undefined);
    expect(createScript({ url: entry })).toBe(undefined);
  });

  it('knows the entry by its URL when the runtime gives no context', () => {
    expect(createScript({ url: entry, remoteInfo })).toMatchObject({ integrity: INTEGRITY });
    expect(createScript({ url: `${entry}?other`, remoteInfo })).toBe(undefined);
  });
});
