declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
/**
 * Part of a locale file: `./locales/en.json?keys=leads,lineItems&strings` (only those top-level
 * keys, or a dotted branch) or `?omit=...&strings` (all the others), cut at build time by
 * shared/build/json-keys-loader.cjs. The trailing `&strings` is what names the module here.
 */
declare module '*&strings' {
  const strings: Record<string, unknown>;
  export default strings;
}
