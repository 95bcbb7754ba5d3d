import { errorCode } from '@/lib/firebase/errors';
import {
  canCancel,
  canPause,
  canResume,
  initialUploadState,
  isFinal,
  uploadReducer,
  type UploadEvent,
  type UploadState,
} from './upload-state';
import type { UploadTaskLike } from './upload-task-like';

export interface UploadPart {
  path: string;
  data: Blob;
}

export interface UploadDeps {
  startUpload: (path: string, data: Blob) => UploadTaskLike;
  /** Removes what was uploaded of an image that then failed or was canceled. */
  deleteFiles: (paths: readonly string[]) => Promise<void>;
}

export interface PartsUpload {
  pause(): void;
  resume(): void;
  /** Cancels a running or pausing upload; a paused one is resumed and then canceled. */
  cancel(): void;
  /** Settles with the final state: success, canceled or error (the error's cause is logged). */
  done: Promise<UploadState>;
}

/**
 * Uploads one image's files (the full image, then its card variant) one after the other as one
 * upload: one progress over all bytes, one pause, resume and cancel. When a file fails or the
 * upload is canceled, the files already uploaded are deleted again, so nothing is left behind.
 */
export function uploadParts(
  parts: readonly UploadPart[],
  deps: UploadDeps,
  onState: (state: UploadState) => void,
): PartsUpload {
  const totalBytes = parts.reduce((sum, part) => sum + part.data.size, 0);
  let state = initialUploadState(totalBytes);
  let index = 0;
  let doneBytes = 0;
  let task: UploadTaskLike | undefined;
  let settle!: (final: UploadState) => void;
  const done = new Promise<UploadState>((resolve) => {
    settle = resolve;
  });

  const dispatch = (event: UploadEvent) => {
    const next = uploadReducer(state, event);
    if (next === state) return;
    state = next;
    onState(state);
    if (isFinal(state)) settle(state);
  };

  const removeUploaded = () => {
    const uploaded = parts.slice(0, index).map((part) => part.path);
    if (!uploaded.length) return;
    deps.deleteFiles(uploaded).catch((error: unknown) => {
      console.error('Could not delete the files of a failed or canceled image upload', error);
    });
  };

  const start = () => {
    const part = parts[index];
    if (!part) {
      dispatch({ type: 'succeeded' });
      return;
    }
    const current = deps.startUpload(part.path, part.data);
    task = current;
    current.on(
      'state_changed',
      (snapshot) => {
        dispatch({
          type: 'progress',
          bytesTransferred: doneBytes + snapshot.bytesTransferred,
          totalBytes,
          taskState: snapshot.state === 'paused' ? 'paused' : 'running',
        });
      },
      (error) => {
        const canceled = errorCode(error) === 'storage/canceled';
        if (!canceled) console.error(`Upload of ${part.path} failed`, error);
        removeUploaded();
        dispatch({ type: 'failed', canceled });
      },
      () => {
        doneBytes += part.data.size;
        index += 1;
        start();
      },
    );
    // A pause asked for while the previous file finished carries over to this one.
    if (state.status === 'pausing' || state.status === 'paused') current.pause();
  };

  onState(state);
  start();
  return {
    pause() {
      if (!canPause(state)) return;
      dispatch({ type: 'pause' });
      task?.pause();
    },
    resume() {
      if (!canResume(state)) return;
      dispatch({ type: 'resume' });
      task?.resume();
    },
    cancel() {
      if (state.status === 'paused') this.resume();
      if (!canCancel(state)) return;
      dispatch({ type: 'cancel' });
      task?.cancel();
    },
    done,
  };
}
