import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_MS } from '@/config/constants';
import { toastContainerMounted } from '@/lib/notify';

/** The react-toastify container; loaded only once a message is sent. */
export default function ToastHost() {
  useEffect(() => toastContainerMounted(), []);
  return <ToastContainer position="top-right" autoClose={TOAST_MS} newestOnTop />;
}
