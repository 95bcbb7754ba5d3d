import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import type * as StorageApi from '../api/product-image-storage';
import { rememberUnsavedUpload, unsavedUploadsAbandoned } from '../api/product-image-cleanup';
import { uploadPaths } from './image-paths';
import { imageMessages } from './messages';
import { makeWebpVariants } from './resize-image';
import { uploadParts, type PartsUpload } from './upload-parts';
import { uploadPercent, type UploadStatus } from './upload-state';

export type UploadPhase = 'preparing' | UploadStatus;

export interface UploadItem {
  id: number;
  fileName: string;
  phase: UploadPhase;
  percent: number;
}

const ACTIVE: readonly UploadPhase[] = ['preparing', 'running', 'pausing', 'paused', 'canceling'];
export const isActive = (item: UploadItem) => ACTIVE.includes(item.phase);

let nextId = 1;
// The Storage SDK comes with the first upload, once for all files.
let storageApi: Promise<typeof StorageApi> | undefined;
function loadStorageApi() {
  storageApi ??= import('../api/product-image-storage');
  // A failed download (e.g. offline) is tried again with the next file.
  storageApi.catch(() => {
    storageApi = undefined;
  });
  return storageApi;
}

/**
 * The uploads of the image editor: each chosen file is made into WebP (full and card size) and
 * uploaded; `onUploaded` receives its Storage path when it is done. Failed files stay listed
 * with the spec's message while the others go on; canceled ones leave the list. Leaving the
 * form cancels what runs and deletes what was uploaded but not saved.
 */
export function useImageUploads(onUploaded: (path: string) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controls = useRef(new Map<number, PartsUpload>());
  const canceledEarly = useRef(new Set<number>());
  const batch = useRef({ active: 0, succeeded: 0, failed: 0 });
  const mounted = useRef(true);
  // Read after awaits: the form may have been left meanwhile.
  const isMounted = useCallback(() => mounted.current, []);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  const update = useCallback((id: number, change: Partial<UploadItem> | null) => {
    if (!mounted.current) return;
    setItems((current) =>
      change === null
        ? current.filter((item) => item.id !== id)
        : current.map((item) => (item.id === id ? { ...item, ...change } : item)),
    );
  }, []);

  const finish = useCallback((outcome: 'success' | 'error' | 'canceled') => {
    const counts = batch.current;
    counts.active -= 1;
    if (outcome === 'success') counts.succeeded += 1;
    if (outcome === 'error') counts.failed += 1;
    if (counts.active > 0) return;
    if (counts.succeeded > 0 && counts.failed === 0 && mounted.current)
      notify.success(imageMessages.allUploaded);
    batch.current = { active: 0, succeeded: 0, failed: 0 };
  }, []);

  const fail = useCallback(
    (id: number, fileName: string, cause: unknown) => {
      console.error(`Image ${fileName} could not be uploaded`, cause);
      update(id, { phase: 'error' });
      if (mounted.current) notify.error(imageMessages.uploadFailed(fileName));
      finish('error');
    },
    [finish, update],
  );

  const uploadOne = useCallback(
    async (id: number, file: File) => {
      let variants: { full: Blob; card: Blob };
      let storage: typeof StorageApi;
      try {
        if (!file.type.startsWith('image/')) throw new Error(imageMessages.notAnImage(file.name));
        [variants, storage] = await Promise.all([makeWebpVariants(file), loadStorageApi()]);
      } catch (error) {
        fail(id, file.name, error);
        return;
      }
      if (canceledEarly.current.delete(id) || !mounted.current) {
        update(id, null);
        finish('canceled');
        return;
      }
      const paths = uploadPaths(file.name);
      const upload = uploadParts(
        [
          { path: paths.full, data: variants.full },
          { path: paths.card, data: variants.card },
        ],
        { startUpload: storage.startImageUpload, deleteFiles: storage.deleteStorageFiles },
        (state) => {
          update(id, { phase: state.status, percent: uploadPercent(state) });
        },
      );
      controls.current.set(id, upload);
      const final = await upload.done;
      controls.current.delete(id);
      if (final.status === 'error') {
        fail(id, file.name, new Error(`The upload of ${paths.full} ended in error`));
        return;
      }
      if (final.status === 'success') {
        rememberUnsavedUpload(paths.full);
        if (isMounted()) uploaded.current(paths.full);
        // Finished after the form was left: nothing will save it.
        else void unsavedUploadsAbandoned();
      }
      update(id, null);
      finish(final.status === 'success' ? 'success' : 'canceled');
    },
    [fail, finish, isMounted, update],
  );

  const start = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({
        file,
        item: { id: nextId++, fileName: file.name, phase: 'preparing' as const, percent: 0 },
      }));
      batch.current.active += added.length;
      setItems((current) => [...current, ...added.map(({ item }) => item)]);
      for (const { file, item } of added) void uploadOne(item.id, file);
    },
    [uploadOne],
  );

  const act = useCallback((id: number, action: 'pause' | 'resume' | 'cancel') => {
    const upload = controls.current.get(id);
    if (upload) upload[action]();
    else if (action === 'cancel') canceledEarly.current.add(id);
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      update(id, null);
    },
    [update],
  );

  useEffect(() => {
    mounted.current = true;
    const running = controls.current;
    return () => {
      mounted.current = false;
      for (const upload of running.values()) upload.cancel();
      void unsavedUploadsAbandoned();
    };
  }, []);

  return { items, start, act, dismiss, busy: items.some(isActive) };
}
