import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';

/** The routed application; render it inside <AppProviders>. */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
