/** What the image editor says (the spec's upload messages verbatim). */
export const imageMessages = {
  allUploaded: 'All images uploaded successfully!',
  uploadFailed: (fileName: string) => `Image ${fileName} upload failed.`,
  checking: 'Checking whether images can be uploaded…',
  unavailable:
    'Image uploads are unavailable here: Cloud Storage is not running. Add image addresses instead.',
  notAnImage: (fileName: string) => `${fileName} is not an image.`,
  tooMany: (max: number, left: number) =>
    left > 0
      ? `A product has at most ${String(max)} images: only ${String(left)} more can be added.`
      : `A product has at most ${String(max)} images.`,
  duplicate: 'This image is already in the list.',
  reorderHint: 'Drag an image by its handle, or use its arrows, to change the order.',
} as const;
