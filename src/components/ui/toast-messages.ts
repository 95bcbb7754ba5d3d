/**
 * Texts of the toast container, a part of the catalogue of their own (`toasts`), loaded with the
 * container's code when the first message is sent (toaster.tsx). Ours (the spec gives none).
 */
export const toastMessages = {
  // The notifications' region, read out with its shortcut (react-toastify's Alt+T).
  notifications: 'Notifications Alt+T',
  // Each message's close button.
  closeNotification: 'Close this message',
} as const;
