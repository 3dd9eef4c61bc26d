import { siteSettings } from '@atelier/shared/actions';
import { addFrenchCatalogue } from '../../catalogue/french-catalogue.ts';
import { readAgencyLanguage } from '../../db/settings.ts';
import { SETTING_KEYS, type SettingField, writeSettingsBy } from '../../db/site-settings.ts';
import { AppError, fieldFailure } from '../../errors.ts';
import { objectPathProblem } from '../../storage/object-path.ts';
import type { Storage } from '../../storage/storage.ts';
import { implement } from '../registry.ts';
import { checkLogoImage, recordLogoUse } from './settings-logo.ts';
import { readAdminSettings } from './settings-view.ts';

/** What a logo may be: an image the public site and PDFs can show, small enough to load fast. */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const LOGO_MAX_BYTES = 1024 * 1024;

/**
 * Changes the fields sent, all in one transaction, recording who changed them; the answer is
 * the whole settings as `get_settings` gives an admin. A new currency applies to records
 * created from now on; a new number pattern to invoices numbered from now on. A logo from the
 * library replaces an uploaded one (and the other way round); its use is recorded there.
 * When the default language becomes French, the French twins of the starter templates and
 * rules join the catalogue (`addFrenchCatalogue`); saving French again adds nothing back.
 */
export const updateSettings = implement(siteSettings.actions.update_settings, {
  handler: async (input, { db, caller, storage }) => {
    if (input.logo_path) await checkLogo(storage, input.logo_path);
    const changes: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(input) as [SettingField, unknown][]) {
      if (value !== undefined) changes[SETTING_KEYS[field]] = value;
    }
    // One logo at a time: an uploaded logo (logo_path) clears the library's, and the other way round.
    const logoImageId =
      input.logo_image_id === undefined && input.logo_path ? null : input.logo_image_id;
    if (logoImageId) changes[SETTING_KEYS.logo_path] = null;
    if (logoImageId === null) changes[SETTING_KEYS.logo_image_id] = null;
    return await db.transaction(async (tx) => {
      if (logoImageId) await checkLogoImage(tx, logoImageId);
      const becomesFrench =
        input.default_language === 'fr' && (await readAgencyLanguage(tx)) !== 'fr';
      await writeSettingsBy(tx, changes, caller.userId);
      if (becomesFrench) await addFrenchCatalogue(tx);
      if (logoImageId !== undefined) await recordLogoUse(tx, logoImageId);
      return { settings: await readAdminSettings(tx) };
    });
  },
});

/** The logo must already be uploaded to `media/branding/` and be a small PNG, JPEG or WebP. */
async function checkLogo(storage: Storage | undefined, path: string): Promise<void> {
  const refuse = (message: string) =>
    new AppError(
      'VALIDATION_FAILED',
      'Some fields are invalid',
      { logo_path: message },
      { fieldCodes: { logo_path: fieldFailure('logo_upload') } },
    );
  const problem = objectPathProblem(path);
  if (problem) throw refuse(`Logo: ${problem}`);
  const found = storage ? await storage.info('media', path) : null;
  if (!found) throw refuse(`No uploaded file at media/${path}; upload the logo first`);
  if (!LOGO_TYPES.includes(found.contentType)) {
    throw refuse('The logo must be a PNG, JPEG or WebP image');
  }
  if (found.size > LOGO_MAX_BYTES) throw refuse('The logo must be at most 1 MB');
}
