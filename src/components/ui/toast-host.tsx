import { useEffect } from 'react';
// The unstyled build and its stylesheet as a file: the default build puts its CSS into a <style>
// element at run time, which the shop's Content-Security-Policy (styles by hash only) refuses.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_MS } from '@/config/constants';
import { layoutMessages } from '@/components/layouts/messages';
import { translate } from '@/i18n';
import { toastContainerMounted } from '@/lib/notify';

/** The react-toastify container; loaded only once a message is sent. */
export default function ToastHost() {
  useEffect(() => toastContainerMounted(), []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_MS}
      newestOnTop
      aria-label={translate(layoutMessages.notifications)}
    />
  );
}
