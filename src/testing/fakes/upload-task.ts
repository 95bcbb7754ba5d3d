import type {
  UploadTaskLike,
  UploadTaskSnapshotLike,
  UploadTaskState,
} from '@/features/admin-products/images/upload-task-like';

type Internal = UploadTaskState | 'pausing' | 'canceling';
interface Observer {
  next: (snapshot: UploadTaskSnapshotLike) => void;
  error: (error: Error) => void;
  complete: () => void;
}

/** An error as the Storage SDK makes them: a code the form reads. */
export function storageError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase Storage: ${code}`), { code });
}

/**
 * A stand-in for the Storage SDK's UploadTask with its rules: pause() is accepted only while
 * running and leaves the task "pausing" until the test says the request stopped
 * (finishPausing); resume() only from paused or pausing; cancel() only from running or
 * pausing, then "canceling" until finishCanceling() fails the task with 'storage/canceled'.
 * Like the SDK, the snapshot shows pausing and canceling as 'running'. The test drives the
 * transfer with progress(), succeed() and fail().
 */
export class FakeUploadTask implements UploadTaskLike {
  internal: Internal = 'running';
  bytesTransferred = 0;
  readonly calls: string[] = [];
  private readonly observers = new Set<Observer>();

  constructor(
    readonly path: string,
    readonly data: Blob,
  ) {}

  get totalBytes() {
    return this.data.size;
  }

  on(
    _event: 'state_changed',
    next: Observer['next'],
    error: Observer['error'],
    complete: Observer['complete'],
  ) {
    const observer = { next, error, complete };
    this.observers.add(observer);
    return () => {
      this.observers.delete(observer);
    };
  }

  pause() {
    this.calls.push('pause');
    if (this.internal !== 'running') return false;
    this.internal = 'pausing';
    return true;
  }

  resume() {
    this.calls.push('resume');
    if (this.internal !== 'paused' && this.internal !== 'pausing') return false;
    this.internal = 'running';
    this.emit();
    return true;
  }

  cancel() {
    this.calls.push('cancel');
    if (this.internal !== 'running' && this.internal !== 'pausing') return false;
    this.internal = 'canceling';
    return true;
  }

  /** The task sent `bytes` so far. */
  progress(bytes: number) {
    this.bytesTransferred = bytes;
    this.emit();
  }

  /** The request under way stopped: a pause asked for takes effect. */
  finishPausing() {
    if (this.internal !== 'pausing') throw new Error(`not pausing but ${this.internal}`);
    this.internal = 'paused';
    this.emit();
  }

  finishCanceling() {
    if (this.internal !== 'canceling') throw new Error(`not canceling but ${this.internal}`);
    this.internal = 'canceled';
    for (const observer of [...this.observers]) observer.error(storageError('storage/canceled'));
  }

  succeed() {
    this.bytesTransferred = this.totalBytes;
    this.internal = 'success';
    this.emit();
    for (const observer of [...this.observers]) observer.complete();
  }

  fail(code = 'storage/unauthorized') {
    this.internal = 'error';
    for (const observer of [...this.observers]) observer.error(storageError(code));
  }

  private emit() {
    const state: UploadTaskState =
      this.internal === 'pausing' || this.internal === 'canceling' ? 'running' : this.internal;
    const snapshot = { bytesTransferred: this.bytesTransferred, totalBytes: this.totalBytes, state };
    for (const observer of [...this.observers]) observer.next(snapshot);
  }
}

/** Records every task started, so a test can drive the one it wants. */
export function fakeUploads() {
  const tasks: FakeUploadTask[] = [];
  return {
    tasks,
    startUpload: (path: string, data: Blob) => {
      const task = new FakeUploadTask(path, data);
      tasks.push(task);
      return task;
    },
    task(path: string) {
      const task = tasks.find((candidate) => candidate.path === path);
      if (!task) throw new Error(`no upload of ${path}; started: ${tasks.map((t) => t.path).join(', ')}`);
      return task;
    },
  };
}
