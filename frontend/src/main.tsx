import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { runStartup } from './app/startup';
import { logger } from './shared/logger';
import './styles.css';

runStartup();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container, {
  onUncaughtError: (error, info) =>
    logger.error('Uncaught render error', { error, componentStack: info.componentStack }),
}).render(
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>,
);
