import { media as mediaActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { deleteImage } from './delete-image.ts';
import { getImages } from './get-images.ts';
import { registerImage } from './register-image.ts';
import { updateImage } from './update-image.ts';

/** `POST /functions/v1/media`; the contract is in docs/images.md. */
export const media = defineFunction(mediaActions, {
  get_images: getImages,
  register_image: registerImage,
  update_image: updateImage,
  delete_image: deleteImage,
});
