import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers, routes } from './stack-floor-page';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
hydrateRoot(
  root,
  <StrictMode>
    <Providers>
      <RouterProvider router={createBrowserRouter(routes)} />
    </Providers>
  </StrictMode>,
);
