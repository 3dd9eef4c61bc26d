import {
  deletedImageAnswer,
  deleteImageInput,
  getImagesInput,
  imagesPageSchema,
  mediaImageAnswer,
  registerImageInput,
  updateImageInput,
} from '../media';
import { defineActions } from './define';

/** `POST /functions/v1/media`: the image library (docs/images.md). */
export const media = defineActions('media', {
  get_images: { access: 'admin', input: getImagesInput, output: imagesPageSchema },
  /** Turns an upload (`media/uploads/...`) into a library image with its variants. */
  register_image: { access: 'admin', input: registerImageInput, output: mediaImageAnswer },
  update_image: { access: 'admin', input: updateImageInput, output: mediaImageAnswer },
  /** Refused (409 IMAGE_IN_USE, with the uses) while anything uses the image. */
  delete_image: { access: 'admin', input: deleteImageInput, output: deletedImageAnswer },
});
