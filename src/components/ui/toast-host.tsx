import { useEffect } from 'react';
// The unstyled build and its stylesheet as a file: the default build puts its CSS into a <style>
// element at run time, which the shop's Content-Security-Policy (styles by hash only) refuses.
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_MS } from '@/config/constants';
import { translate } from '@/i18n';
import { toastContainerMounted } from '@/lib/notify';
import { toastMessages as m } from './toast-messages';

/**
 * A message's close button as react-toastify draws its own (its classes and cross), named in the
 * page's language: the library's says "close" on every page and does not export its component.
 */
function CloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={translate(m.closeNotification)}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The react-toastify container; loaded only once a message is sent. Its countdown bar is drawn
 * but hidden from assistive technology (`hideProgressBar`, made visible again in index.css): the
 * library names it "notification timer" on every page, and the message itself is what is read out.
 * The bar's animation still closes the message when it ends.
 */
export default function ToastHost() {
  useEffect(() => toastContainerMounted(), []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_MS}
      newestOnTop
      hideProgressBar
      closeButton={CloseButton}
      aria-label={translate(m.notifications)}
    />
  );
}
