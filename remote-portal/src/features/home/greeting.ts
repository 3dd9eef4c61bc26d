import type { TFunction } from 'i18next';

/**
 * The portal's greeting: the client by name when known, and the agency by its name from
 * Settings; without the agency's name yet (it is being read), a greeting that names none.
 */
export function portalGreeting(
  t: TFunction<'portal'>,
  name: string | undefined,
  agency: string,
): string {
  if (!agency) return name ? t('home.greetingNoAgency', { name }) : t('home.greetingPlain');
  return name ? t('home.greeting', { name, agency }) : t('home.greetingAnonymous', { agency });
}
