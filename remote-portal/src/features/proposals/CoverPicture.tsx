import { getRuntimeConfig } from '@atelier/shared';
import { altIn, type BilingualImage } from '@atelier/shared/contract';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/**
 * The proposal's cover as `<picture>` (AVIF, WebP, then the JPEG/PNG fallback, each a srcset of
 * widths), its box reserved by width and height, cropped around the focal point, named in the
 * language the page shows (the other language's alt text when that one is missing). The public
 * site's `ResponsiveImage` and the admin's copy live in other remotes, not imported here.
 */
export function CoverPicture({ image, className }: { image: BilingualImage; className?: string }) {
  const { i18n } = useTranslation(NAMESPACE);
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
        alt={altIn(image.alt_text, i18n.resolvedLanguage ?? i18n.language)}
        loading="lazy"
        decoding="async"
        style={{ objectPosition: `${image.focal.x * 100}% ${image.focal.y * 100}%` }}
      />
    </picture>
  );
}
