import { getRuntimeConfig } from '@atelier/shared';
import type { PublicImage } from '@atelier/shared/contract';

/**
 * The proposal's cover as `<picture>` (AVIF, WebP, then the JPEG/PNG fallback, each a srcset of
 * widths), its box reserved by width and height, cropped around the focal point. The public
 * site's `ResponsiveImage` and the admin's copy live in other remotes, not imported here.
 */
export function CoverPicture({ image, className }: { image: PublicImage; className?: string }) {
  const origin = getRuntimeConfig().backendUrl;
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  return (
    <picture>
      {image.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          sizes="(min-width: 960px) 880px, 100vw"
          srcSet={source.srcset.split(', ').map(absolute).join(', ')}
        />
      ))}
      <img
        className={className}
        src={absolute(image.src)}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        style={{ objectPosition: `${image.focal.x * 100}% ${image.focal.y * 100}%` }}
      />
    </picture>
  );
}
