import { createBrowserRouter } from 'react-router';

export const router = createBrowserRouter([
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./shell-page.tsx')).ShellPage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }),
  },
]);
