import { describe, expect, it } from 'vitest';
import {
  initialUploadState,
  uploadPercent,
  uploadReducer,
  type UploadEvent,
  type UploadState,
  type UploadStatus,
} from './upload-state';

const at = (status: UploadStatus, bytesTransferred = 40): UploadState => ({
  status,
  bytesTransferred,
  totalBytes: 100,
});
const progress = (bytes: number, taskState: 'running' | 'paused' = 'running'): UploadEvent => ({
  type: 'progress',
  bytesTransferred: bytes,
  totalBytes: 100,
  taskState,
});

describe('uploadReducer', () => {
  it('starts running at 0 % and follows the progress events', () => {
    const state = uploadReducer(initialUploadState(100), progress(37));
    expect(state).toEqual(at('running', 37));
    expect(uploadPercent(state)).toBe(37);
  });

  it('pauses only from running, through pausing until the task reports paused', () => {
    const pausing = uploadReducer(at('running'), { type: 'pause' });
    expect(pausing.status).toBe('pausing');
    // The task still reports running while its request finishes.
    expect(uploadReducer(pausing, progress(50)).status).toBe('pausing');
    expect(uploadReducer(pausing, progress(50, 'paused')).status).toBe('paused');
    for (const status of ['pausing', 'paused', 'canceling'] as const) {
      expect(uploadReducer(at(status), { type: 'pause' }).status).toBe(status);
    }
  });

  it('resumes only from paused or pausing', () => {
    expect(uploadReducer(at('paused'), { type: 'resume' }).status).toBe('running');
    expect(uploadReducer(at('pausing'), { type: 'resume' }).status).toBe('running');
    expect(uploadReducer(at('running'), { type: 'resume' })).toEqual(at('running'));
    expect(uploadReducer(at('canceling'), { type: 'resume' }).status).toBe('canceling');
  });

  it('cancels only from running or pausing, through canceling until the task fails as canceled', () => {
    const canceling = uploadReducer(at('running'), { type: 'cancel' });
    expect(canceling.status).toBe('canceling');
    expect(uploadReducer(at('pausing'), { type: 'cancel' }).status).toBe('canceling');
    expect(uploadReducer(at('paused'), { type: 'cancel' }).status).toBe('paused');
    expect(uploadReducer(canceling, progress(60)).status).toBe('canceling');
    expect(uploadReducer(canceling, { type: 'failed', canceled: true }).status).toBe('canceled');
  });

  it('ends in success at 100 % or in error, and nothing moves a final state', () => {
    const success = uploadReducer(at('running'), { type: 'succeeded' });
    expect(success.status).toBe('success');
    expect(uploadPercent(success)).toBe(100);
    const error = uploadReducer(at('running'), { type: 'failed', canceled: false });
    expect(error.status).toBe('error');
    for (const final of [success, error, at('canceled')]) {
      for (const event of [progress(10), { type: 'resume' }, { type: 'cancel' }] as UploadEvent[]) {
        expect(uploadReducer(final, event)).toBe(final);
      }
    }
  });
});

describe('uploadPercent', () => {
  it('is a whole percent and 0 for an empty total', () => {
    expect(uploadPercent(at('running', 99.9))).toBe(99);
    expect(uploadPercent({ status: 'running', bytesTransferred: 0, totalBytes: 0 })).toBe(0);
  });
});
