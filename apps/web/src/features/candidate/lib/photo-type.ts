/** The photo types the server takes (jpg, jpeg, png), as the file picker offers them. */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'];
const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'];

/**
 * True if the chosen file is named and typed as a jpg, jpeg or png image: checked before sending, so a wrong
 * file is refused at once (the server checks its bytes as well).
 */
export function isAcceptedPhoto(file: File): boolean {
  const extension = /\.([^.]+)$/.exec(file.name.toLowerCase())?.[1] ?? '';
  return PHOTO_EXTENSIONS.includes(extension) && (!file.type || PHOTO_MIME_TYPES.includes(file.type));
}
