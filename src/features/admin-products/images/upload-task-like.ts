/**
 * What the product form uses of the Storage SDK's UploadTask (uploadBytesResumable): its events,
 * pause, resume and cancel. The SDK's task satisfies it, and so does the fake the tests drive.
 */
export type UploadTaskState = 'running' | 'paused' | 'success' | 'canceled' | 'error';

export interface UploadTaskSnapshotLike {
  bytesTransferred: number;
  totalBytes: number;
  state: UploadTaskState;
}

export interface UploadTaskLike {
  on(
    event: 'state_changed',
    next: (snapshot: UploadTaskSnapshotLike) => void,
    error: (error: Error) => void,
    complete: () => void,
  ): () => void;
  pause(): boolean;
  resume(): boolean;
  cancel(): boolean;
}
