import type { PublicImage } from '@atelier/shared/contract';
import { LibraryPicture, type LibraryPictureProps } from '@atelier/shared/picture';

/**
 * A library image of the published content: its `alt` is already the one of the page's
 * language (get_published answers per language), so it is drawn as it comes.
 */
export function ResponsiveImage({
  image,
  sizes = '100vw',
  ...props
}: Omit<LibraryPictureProps, 'alt' | 'sizes'> & { image: PublicImage; sizes?: string }) {
  return <LibraryPicture image={image} alt={image.alt} sizes={sizes} {...props} />;
}
