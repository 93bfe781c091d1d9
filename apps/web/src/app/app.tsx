import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { RootLayout } from '@/app/root-layout';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RootLayout />
      </BrowserRouter>
    </AppProviders>
  );
}
