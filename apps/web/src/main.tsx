import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
