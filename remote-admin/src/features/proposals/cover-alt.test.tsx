import { setRuntimeConfig } from '@atelier/shared';
import type { BilingualImage } from '@atelier/shared/contract';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../common/render-in-language';
import { CoverImageField } from './CoverImageField';

const cover: BilingualImage = {
  id: 'img1',
  width: 1280,
  height: 640,
  alt: 'A shop front',
  alt_text: { en: 'A shop front', fr: 'Une vitrine' },
  focal: { x: 0.5, y: 0.5 },
  src: '/storage/v1/object/public/media/img1/1280.jpg',
  sources: [{ type: 'image/jpeg', srcset: '/storage/v1/object/public/media/img1/1280.jpg 1280w' }],
};

beforeAll(() => {
  setRuntimeConfig({ backendUrl: 'http://api.test', publicKey: 'k', remotes: {} });
});

describe("the proposal's cover, named in the language the admin reads", () => {
  it('names the chosen cover in the proposal form in French', async () => {
    const field = createElement(CoverImageField, {
      value: { id: 'img1', alt: cover.alt_text },
      error: undefined,
      onChange: () => undefined,
    });
    const html = await renderInLanguage(field, 'fr');
    expect(html).toContain('Couverture\u202f: Une vitrine');
    expect(html).not.toContain('A shop front');
  });
});
