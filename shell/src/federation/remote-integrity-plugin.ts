import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Each remote's entry integrity from `config.json` (set by remote-registry.ts at start). */
let entryIntegrity: Record<string, string> = {};

export function setEntryIntegrity(values: Record<string, string>): void {
  entryIntegrity = { ...values };
}

/**
 * A remote whose integrity `config.json` names has its entry loaded by a script carrying it
 * (Subresource Integrity, fetched with CORS): code that is not the released build never runs,
 * the load fails and the area shows its error panel (remote-failure-plugin.ts), never a blank
 * page. Its chunks are named by the entry, which the check covers.
 */
export default function remoteIntegrityPlugin(
  integrityOf: (remote: string) => string | undefined = (remote) => entryIntegrity[remote],
  page: Pick<Document, 'createElement'> = document,
): ModuleFederationRuntimePlugin {
  return {
    name: 'atelier-remote-integrity',
    createScript({ url, attrs, remoteInfo, resourceContext }) {
      if (!remoteInfo) return undefined;
      const isEntry = resourceContext
        ? resourceContext.resourceType === 'remoteEntry'
        : url === remoteInfo.entry;
      const integrity = isEntry ? integrityOf(remoteInfo.name) : undefined;
      if (!integrity) return undefined;
      const script = page.createElement('script');
      script.type = attrs?.type === 'module' ? 'module' : 'text/javascript';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name !== 'type' && value !== undefined) script.setAttribute(name, String(value));
      }
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
