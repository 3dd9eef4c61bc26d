// The root entry is the page's one instance (a federation singleton): its runtime config is set.
import { getRuntimeConfig } from '@atelier/shared';
import type { PublicImage } from '../contract/media';

export type LibraryPictureProps = {
  image: PublicImage;
  /** The image's name for the reader (the caller picks the language). */
  alt: string;
  /** How wide the image is drawn, for the browser to pick a width (`sizes`). */
  sizes: string;
  /** Above the fold (a hero): loaded at once instead of lazily. */
  isEager?: boolean;
  className?: string;
  /** The API's origin, put before the variants' paths; by default the runtime config's. */
  baseUrl?: string;
};

/**
 * A media library image (docs/images.md) as `<picture>`: AVIF and WebP sources, then the
 * JPEG/PNG fallback, each a srcset of widths. `width` and `height` reserve its box before it
 * loads (no layout shift) and the focal point decides which part stays in view when CSS crops
 * it. The public site's hero, a proposal's cover (admin and portal) and the logo draw it.
 */
export function LibraryPicture({
  image,
  alt,
  sizes,
  isEager = false,
  className,
  baseUrl = apiOrigin(),
}: LibraryPictureProps) {
  const absolute = (url: string) => (url.startsWith('/') ? `${baseUrl}${url}` : url);
  return (
    <picture>
      {image.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          sizes={sizes}
          srcSet={source.srcset.split(', ').map(absolute).join(', ')}
        />
      ))}
      <img
        className={className}
        src={absolute(image.src)}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={isEager ? 'eager' : 'lazy'}
        decoding="async"
        style={{ objectPosition: `${image.focal.x * 100}% ${image.focal.y * 100}%` }}
      />
    </picture>
  );
}

/** No runtime config in a server render: URLs then stay relative to the site. */
function apiOrigin(): string {
  try {
    return getRuntimeConfig().backendUrl;
  } catch {
    return '';
  }
}
