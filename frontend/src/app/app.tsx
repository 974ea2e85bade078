import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

/** The routed application; render it inside <AppProviders>. */
export function App() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
