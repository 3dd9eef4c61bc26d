export { BilingualPicture } from './BilingualPicture';
export { LibraryPicture, type LibraryPictureProps } from './LibraryPicture';
