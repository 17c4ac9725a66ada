// First: the reads and the code a console page waits for start before the rest of the app is evaluated.
import './app/earlyStart';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
