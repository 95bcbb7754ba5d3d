import { toast } from 'react-toastify';

/**
 * Toasts (3000 ms, set on the container). Types as the spec's notifications: success, error,
 * and progress for work under way. A stable toastId keeps a repeated message from stacking.
 */
export const notify = {
  success(message: string) {
    toast.success(message, { toastId: `success:${message}` });
  },
  error(message: string) {
    toast.error(message, { toastId: `error:${message}` });
  },
  info(message: string) {
    toast.info(message, { toastId: `info:${message}` });
  },
};
