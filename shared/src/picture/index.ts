export { altIn } from '../contract/alt-text';
export { BilingualPicture } from './BilingualPicture';
export { LibraryPicture, type LibraryPictureProps } from './LibraryPicture';
