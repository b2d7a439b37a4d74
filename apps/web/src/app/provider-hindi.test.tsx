import { Alert, Autocomplete, Pagination, TextField } from '@mui/material';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { MuiTheme } from '../lib/mui-theme';
import { AppProvider } from './provider';
import AppToaster from './toaster';

function MuiTexts() {
  return (
    <>
      <Alert onClose={() => undefined}>Saved</Alert>
      <Pagination count={3} />
      <Autocomplete options={['Pune']} renderInput={(params) => <TextField {...params} label="City" />} />
    </>
  );
}

describe('MUI’s own texts', () => {
  it('follow the language shown, switching with it', async () => {
    render(
      <AppProvider>
        <MuiTheme>
          <MuiTexts />
        </MuiTheme>
      </AppProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Open' })).toBeDefined();

    await act(() => changeLanguage('hi'));
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'अगले पृष्ठ पर जाएँ' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'खोलें' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });

  it('include the toasts’ close button, in Hindi when the app is', async () => {
    await changeLanguage('hi');
    render(<AppToaster />);
    act(() => {
      toast.success('सहेजा गया');
    });
    expect(await screen.findByRole('button', { name: 'सूचना बंद करें' })).toBeDefined();
  });
});
