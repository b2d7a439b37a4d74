import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PendingButton } from './pending-button';

describe('PendingButton', () => {
  it('shows its words and icon while idle, and can be pressed', () => {
    render(
      <PendingButton pending={false} pendingLabel="Saving..." icon={<span data-testid="icon" />}>
        Save Changes
      </PendingButton>,
    );
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('icon')).toBeDefined();
  });

  it('while pending cannot be pressed again, says what it is doing and spins in place of its icon', () => {
    render(
      <PendingButton pending pendingLabel="Saving..." icon={<span data-testid="icon" />}>
        Save Changes
      </PendingButton>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('icon')).toBeNull();
    // The spinner is for the eye only: the words already say it.
    expect(button.querySelector('[role="progressbar"]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps its own words while pending when it has no pending label, and stays disabled when told to', () => {
    const { rerender } = render(<PendingButton pending>Download</PendingButton>);
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(true);
    rerender(
      <PendingButton pending={false} disabled>
        Download
      </PendingButton>,
    );
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(true);
  });
});
