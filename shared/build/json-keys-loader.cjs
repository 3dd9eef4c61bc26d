/**
 * Rspack loader for a JSON file of strings imported with a query: `en.json?keys=leads,lineItems`
 * yields only those keys (a dotted one, `leads.statuses`, only that branch, nested as in the
 * file), `en.json?omit=leads,lineItems` every other top-level key. A page then downloads the
 * strings it shows, while the locale files stay whole (`federatedAppConfig` registers the rule;
 * remote-admin's `i18n.ts` uses it). A key that the file lacks fails the build: a misspelt part
 * would otherwise load nothing.
 */
module.exports = function jsonKeysLoader(source) {
  const query = new URLSearchParams(this.resourceQuery.replace(/^\?/, ''));
  const strings = JSON.parse(source);
  const list = (name) =>
    (query.get(name) ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
  const fail = (key) => {
    throw new Error(`${this.resourcePath} has no key ${key}`);
  };
  if (query.has('omit')) {
    const omit = list('omit');
    for (const key of omit) if (!Object.hasOwn(strings, key)) fail(key);
    return JSON.stringify(
      Object.fromEntries(Object.entries(strings).filter(([key]) => !omit.includes(key))),
    );
  }
  const picked = {};
  for (const key of list('keys')) {
    const steps = key.split('.');
    let from = strings;
    let to = picked;
    steps.forEach((step, index) => {
      if (typeof from !== 'object' || from === null || !Object.hasOwn(from, step)) fail(key);
      from = from[step];
      if (index === steps.length - 1) to[step] = from;
      else {
        to[step] ??= {};
        to = to[step];
      }
    });
  }
  return JSON.stringify(picked);
};
