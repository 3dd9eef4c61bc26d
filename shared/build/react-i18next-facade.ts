/**
 * The part of react-i18next the apps use, provided to the federation share scope as
 * `react-i18next`. Like the router's facade (react-router-facade.ts): a shared module cannot be
 * tree-shaken, so sharing the package would put `<Trans>`, its HTML parser
 * (html-parse-stringify), `withTranslation`, the SSR helpers and ICU components on every page,
 * `/` included, where none runs. One instance still serves every app. A remote importing a
 * name missing here would get `undefined` at run time, so react-i18next-facade.test.ts fails
 * when any app imports a name this list lacks: add the name here.
 */
export { I18nextProvider, initReactI18next, useTranslation } from '@atelier/react-i18next-impl';
