import { fireEvent, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderWithQueries, stubApi } from '../../../test/render';
import { RegisterForm } from './register-form';

describe('registration', () => {
  it('starts the account in the language the page is in', async () => {
    await changeLanguage('hi');
    const sent = stubApi({ 'POST /api/auth/register': { message: 'Registered successfully' } });
    const router = createMemoryRouter([{ path: '/register', element: <RegisterForm /> }], { initialEntries: ['/register'] });
    const { container } = renderWithQueries(<RouterProvider router={router} />);
    const type = (name: string, value: string) => {
      const input = container.querySelector(`input[name="${name}"]`);
      if (!input) throw new Error(`no ${name} field`);
      fireEvent.change(input, { target: { value } });
    };
    type('firstName', 'Tara');
    type('lastName', 'Iyer');
    type('email', 'tara@example.com');
    type('password', 'pass1234');
    type('phone', '+91 98765 43210');
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);

    await waitFor(() =>
      expect(sent.find(({ method }) => method === 'POST')?.body).toMatchObject({ email: 'tara@example.com', language: 'hi' }),
    );
  });
});
