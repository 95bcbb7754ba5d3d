import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@/styles/index.css';
import { enableDevanagariFontAfterLargestPicture } from '@/styles/devanagari-font';
import { AppProvider } from './provider';
import { createRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

enableDevanagariFontAfterLargestPicture();

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={createRouter()} />
    </AppProvider>
  </StrictMode>,
);
