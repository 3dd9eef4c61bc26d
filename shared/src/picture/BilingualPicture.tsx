import { useTranslation } from 'react-i18next';
import { altIn } from '../contract/alt-text';
import type { BilingualImage } from '../contract/media';
import { LibraryPicture, type LibraryPictureProps } from './LibraryPicture';

type BilingualPictureProps = Omit<LibraryPictureProps, 'image' | 'alt'> & {
  image: BilingualImage;
};

/**
 * A library image read in either language (a proposal's cover, the agency logo), named in the
 * language the page shows: the other language's alt text when that one is missing.
 */
export function BilingualPicture({ image, ...props }: BilingualPictureProps) {
  const { i18n } = useTranslation();
  return (
    <LibraryPicture
      image={image}
      alt={altIn(image.alt_text, i18n.resolvedLanguage ?? i18n.language)}
      {...props}
    />
  );
}
