import type { PublicImage } from '@atelier/shared/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LibraryPicture } from './LibraryPicture';

const image: PublicImage = {
  id: 'a1',
  width: 1280,
  height: 640,
  alt: 'Our studio',
  focal: { x: 0.25, y: 0.75 },
  src: '/storage/v1/object/public/media/a1/1280.jpg',
  sources: [
    {
      type: 'image/avif',
      srcset:
        '/storage/v1/object/public/media/a1/320.avif 320w, /storage/v1/object/public/media/a1/1280.avif 1280w',
    },
    { type: 'image/jpeg', srcset: '/storage/v1/object/public/media/a1/1280.jpg 1280w' },
  ],
};

describe('LibraryPicture', () => {
  it('renders a picture: sources per format with the API origin, a sized img with alt and the focal point', () => {
    const html = renderToStaticMarkup(
      <LibraryPicture
        image={image}
        alt={image.alt}
        sizes="50vw"
        baseUrl="https://api.example.com"
      />,
    );
    expect(html).toContain(
      '<source type="image/avif" sizes="50vw" srcSet="https://api.example.com/storage/v1/object/public/media/a1/320.avif 320w, https://api.example.com/storage/v1/object/public/media/a1/1280.avif 1280w"/>',
    );
    expect(html).toContain('type="image/jpeg"');
    expect(html).toMatch(
      /<img src="https:\/\/api\.example\.com\/storage\/v1\/object\/public\/media\/a1\/1280\.jpg" width="1280" height="640" alt="Our studio" loading="lazy" decoding="async" style="object-position:25% 75%"\/>/,
    );
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/jpeg'));
  });

  it('loads the hero at once and keeps URLs relative without a runtime config', () => {
    const html = renderToStaticMarkup(
      <LibraryPicture image={image} alt={image.alt} sizes="100vw" isEager />,
    );
    expect(html).toContain('src="/storage/v1/object/public/media/a1/1280.jpg"');
    expect(html).toContain('loading="eager"');
  });
});
