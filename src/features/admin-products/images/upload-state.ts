/**
 * The upload state machine of one image, pure. The Storage task's states are running, paused,
 * success, canceled and error; pausing and canceling pass through an intermediate state until
 * the task confirms. Pause only from running, resume only from paused or pausing, cancel from
 * running or pausing (the spec's rules); success, canceled and error are final.
 */
export type UploadStatus = 'running' | 'pausing' | 'paused' | 'canceling' | 'success' | 'canceled' | 'error';

export interface UploadState {
  status: UploadStatus;
  bytesTransferred: number;
  totalBytes: number;
}

export type UploadEvent =
  /** The task reported progress, and whether it is running or paused now. */
  | { type: 'progress'; bytesTransferred: number; totalBytes: number; taskState: 'running' | 'paused' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'cancel' }
  | { type: 'succeeded' }
  /** The task failed; `canceled` when the failure is the cancel it was asked for. */
  | { type: 'failed'; canceled: boolean };

export const FINAL_STATUSES: readonly UploadStatus[] = ['success', 'canceled', 'error'];

export function initialUploadState(totalBytes: number): UploadState {
  return { status: 'running', bytesTransferred: 0, totalBytes };
}

export const canPause = (state: UploadState) => state.status === 'running';
export const canResume = (state: UploadState) => state.status === 'paused' || state.status === 'pausing';
export const canCancel = (state: UploadState) => state.status === 'running' || state.status === 'pausing';
export const isFinal = (state: UploadState) => FINAL_STATUSES.includes(state.status);

/** Whole percent done, 0–100. */
export function uploadPercent(state: UploadState): number {
  if (state.status === 'success') return 100;
  if (state.totalBytes <= 0) return 0;
  return Math.min(100, Math.floor((state.bytesTransferred / state.totalBytes) * 100));
}

function statusAfterProgress(state: UploadState, taskState: 'running' | 'paused'): UploadStatus {
  // A cancel under way stays so until the task fails with 'canceled'.
  if (state.status === 'canceling') return 'canceling';
  if (taskState === 'paused') return 'paused';
  // A pause asked for stays "pausing" until the task says it paused.
  return state.status === 'pausing' ? 'pausing' : 'running';
}

/** The state after an event; an event the current state does not allow leaves it unchanged. */
export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  if (isFinal(state)) return state;
  switch (event.type) {
    case 'progress':
      return {
        status: statusAfterProgress(state, event.taskState),
        bytesTransferred: event.bytesTransferred,
        totalBytes: event.totalBytes,
      };
    case 'pause':
      return canPause(state) ? { ...state, status: 'pausing' } : state;
    case 'resume':
      return canResume(state) ? { ...state, status: 'running' } : state;
    case 'cancel':
      return canCancel(state) ? { ...state, status: 'canceling' } : state;
    case 'succeeded':
      return { ...state, status: 'success', bytesTransferred: state.totalBytes };
    case 'failed':
      return { ...state, status: event.canceled ? 'canceled' : 'error' };
  }
}
