import { deleteObject, ref, uploadBytesResumable } from 'firebase/storage';
import { errorCode } from '@/lib/firebase/errors';
import { getStorageInstance } from '@/lib/firebase/storage';
import type { UploadTaskLike } from '../images/upload-task-like';

/** Uploaded images never change (each upload has a new path), so browsers may keep them a year. */
const IMAGE_METADATA = { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' };

/** Starts a resumable upload of one WebP file to `path` (products/…). */
export function startImageUpload(path: string, data: Blob): UploadTaskLike {
  return uploadBytesResumable(ref(getStorageInstance(), path), data, IMAGE_METADATA);
}

/** Deletes Storage files; one that is already gone counts as deleted. */
export async function deleteStorageFiles(paths: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(
    paths.map((path) => deleteObject(ref(getStorageInstance(), path))),
  );
  const failed = results.flatMap((result, index) =>
    result.status === 'rejected' && errorCode(result.reason) !== 'storage/object-not-found'
      ? [{ path: paths[index], reason: result.reason as unknown }]
      : [],
  );
  if (failed.length) {
    throw new Error(`Could not delete ${failed.map((f) => f.path).join(', ')}`, {
      cause: failed.map((f) => f.reason),
    });
  }
}
