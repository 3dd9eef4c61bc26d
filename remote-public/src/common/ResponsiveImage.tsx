import { getRuntimeConfig } from '@atelier/shared';
import type { PublicImage } from '@atelier/shared/contract';

type ResponsiveImageProps = {
  image: PublicImage;
  /** How wide the image is drawn, for the browser to pick a width (`sizes`). */
  sizes?: string;
  /** The hero, above the fold: loaded at once instead of lazily. */
  isEager?: boolean;
  className?: string;
  /** The API's origin; by default the runtime config's (a server render passes its own). */
  baseUrl?: string;
};

/**
 * A library image (docs/images.md) as `<picture>`: AVIF and WebP sources, then the JPEG/PNG
 * fallback, each a srcset of widths. `width` and `height` reserve its box before it loads (no
 * layout shift) and the focal point decides which part stays in view when CSS crops it.
 */
export function ResponsiveImage({
  image,
  sizes = '100vw',
  isEager = false,
  className,
  baseUrl = apiOrigin(),
}: ResponsiveImageProps) {
  const absolute = (url: string) => (url.startsWith('/') ? `${baseUrl}${url}` : url);
  return (
    <picture>
      {image.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          sizes={sizes}
          srcSet={source.srcset
            .split(', ')
            .map((candidate) => absolute(candidate))
            .join(', ')}
        />
      ))}
      <img
        className={className}
        src={absolute(image.src)}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={isEager ? 'eager' : 'lazy'}
        decoding="async"
        style={{ objectPosition: `${image.focal.x * 100}% ${image.focal.y * 100}%` }}
      />
    </picture>
  );
}

/** The runtime config is not loaded in a server render: URLs then stay relative to the site. */
function apiOrigin(): string {
  try {
    return getRuntimeConfig().backendUrl;
  } catch {
    return '';
  }
}
